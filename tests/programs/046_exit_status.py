"""The entry point's return value is the process exit status (here 3)."""


def count_errors(lines):
    errors = 0
    for line in lines:
        if line.startswith("ERROR"):
            errors += 1
    return errors


def entry_point(argv):
    log = ["INFO start", "ERROR disk", "WARN slow", "ERROR net", "ERROR cpu", "INFO end"]
    n = count_errors(log)
    print("errors:", n)
    if n > 0:
        print("failing with status", n)
        return n
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
