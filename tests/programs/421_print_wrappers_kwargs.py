"""Logging wrappers that pass *args and **kwargs on to print(): print(*args, **kwargs),
print(prefix, *args, **kwargs) and print(a, b, **kwargs), with sep= and end= given or not,
file= (sys.stdout, sys.stderr) and flush=, values of several types, nothing at all, and a
verbosity switch"""
import sys

VERBOSE = [True]


def log(*args, **kwargs):
    print(*args, **kwargs)


def debug(*args, **kwargs):
    if VERBOSE[0]:
        print("[debug]", *args, **kwargs)


def pair(a, b, **kwargs):
    print(a, b, **kwargs)


def report(name, *values, **options):
    log(name, *values, **options)
    return len(values)


def entry_point(argv):
    log("plain", 1, 2.5, True, None)
    log("sep", 3, sep="-")
    log("end", 4, end="!\n")
    log("both", [1, 2], (3, "x"), sep=" | ", end=" <\n")
    log()
    log(end="")
    log("after empty end")
    debug("value", 42)
    debug("list", [1, 2, 3], sep=": ")
    VERBOSE[0] = False
    debug("hidden")
    VERBOSE[0] = True
    debug("shown", end=".\n")
    log("to stdout", 5, file=sys.stdout, flush=True)
    log("to stderr", 6, file=sys.stderr)
    debug("flushed", flush=True)
    pair(1, "one")
    pair(2.0, None, sep=",")
    print(report("r", 1, 2, 3))
    print(report("s", sep="/"))
    print(report("t", "a", "b", end="=\n"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
