"""Booleans: operators, truthiness of ints/strs/lists, bool(), printing."""


def truthy(s):
    if s:
        return "truthy"
    return "falsy"


def entry_point(argv):
    t = len(argv) > 0
    f = not t
    print(t, f, t and f, t or f, not f)
    print(bool(0), bool(5), bool(-1), bool(0.0), bool(""), bool("x"))
    print(truthy("abc"), truthy(""))
    empty = []
    full = [1]
    print(bool(empty), bool(full), len(empty) == 0)
    if not empty:
        print("empty list is falsy")
    print(True == 1, False == 0, True + True, True * 3)
    count = 0
    for flag in [True, False, True, True]:
        if flag:
            count += 1
    print("count", count)
    x = 5
    y = x > 3 and x < 10
    z = x < 3 or x == 5
    print(y, z, y == z)
    print(str(True), repr(False), int(True))
    print(t is True, f is False)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
