"""isinstance() of a number that may be of several Python types (an int or a float, a
bool or an int) when every type it may be gives the same answer: `(int, float)`,
`(str, list)`, `int` of a bool or an int, `object`; used to validate arguments."""


def describe(v):
    if isinstance(v, (int, float)):
        kind = "number"
    elif isinstance(v, (str, list)):
        kind = "sequence"
    else:
        kind = "other"
    return "%s %s" % (kind, v)


def check_count(n):
    if not isinstance(n, int):
        raise TypeError("count must be an int")
    return n * 2


def total(values):
    s = 0
    for v in values:
        if isinstance(v, (float, int)) and not isinstance(v, str):
            s += v
    return s


def entry_point(argv):
    mixed = [1, 2.5, 3]
    for v in mixed:
        print(describe(v), isinstance(v, object), isinstance(v, (str, dict)))
    flags = [True, 2, False]
    for f in flags:
        print(check_count(f), isinstance(f, int))
    print(total(mixed), total([1, 2]), total([0.5]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
