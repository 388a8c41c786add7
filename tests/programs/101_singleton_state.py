"""Module state without global writes: a prebuilt singleton instance whose fields change."""


class Stats:
    def __init__(self):
        self.calls = 0
        self.errors = 0
        self.names = []


STATS = Stats()


def record(name, ok):
    STATS.calls += 1
    if not ok:
        STATS.errors += 1
    STATS.names.append(name)


def process(name):
    ok = len(name) % 3 != 0
    record(name, ok)
    return ok


def entry_point(argv):
    for n in ["alpha", "beta", "gam", "delta", "epsilon", "pi"]:
        print(n, process(n))
    print("calls", STATS.calls, "errors", STATS.errors)
    print("names", STATS.names)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
