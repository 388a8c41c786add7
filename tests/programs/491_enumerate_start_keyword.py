"""enumerate(xs, start=n) with the keyword everywhere enumerate goes: list(), dict(), for
loops, comprehensions, over lists, strs, reversed() and zip(), with a start computed at
run time."""
import sys


def numbered(lines, first):
    return ["%3d: %s" % (n, line) for n, line in enumerate(lines, start=first)]


def entry_point(argv):
    names = ["ann", "bob", "cid"]
    print(list(enumerate(names, start=1)), list(enumerate(names, 1)), list(enumerate(names)))
    print(dict(enumerate("xyz", start=2)), list(enumerate(reversed(names), start=10)))
    print(list(enumerate(zip(names, "abc"), start=100)))
    for i, n in enumerate(names, start=len(argv) * 5):
        print(i, n)
    print(numbered(["alpha", "beta"], 7), numbered([], 1))
    print({n: i for i, n in enumerate(names, start=3)}, sum(i for i, _ in enumerate(names, start=4)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
