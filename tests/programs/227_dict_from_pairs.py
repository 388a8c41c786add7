"""dict() of an iterable of pairs: a list or a tuple of (key, value) tuples, zip() and
enumerate(), later pairs replacing earlier ones while the first insertion keeps its
place, the items of another dict sorted, and dict(d) copying a dict; list() of zip() and
enumerate()"""

import sys


def entry_point(argv):
    pairs = [("a", 1), ("b", 2), ("a", 3), ("c", -4)]
    d = dict(pairs)
    print(d, len(d), list(d.keys()))
    by_number = dict([(1, "x"), (2, "y"), (1, "z")])
    print(by_number)
    ordered = dict(sorted(d.items()))
    print(ordered)
    reverse = dict([(v, k) for k, v in d.items()])
    print(reverse)
    floats = dict(((5, 6.5), (7, 8.25)))
    print(floats)
    copy = dict(d)
    copy["d"] = 10
    print(d, copy)
    names = ["ann", "bob", "ann", "cy"]
    ages = [31, 45, 32, 7]
    print(dict(zip(names, ages)), dict(zip("abc", range(10))))
    print(dict(enumerate(names)), dict(enumerate("xyz")))
    print(list(zip(names, ages, "wxyz")), list(enumerate(ages, 1)))
    print(list(zip(names[:1], ages)), list(zip(names[:0], ages)))
    empty = dict([(n, n * n) for n in range(len(argv) - 1)])
    print(empty, len(empty))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
