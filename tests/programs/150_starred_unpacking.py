"""Starred assignment (a, *b = seq; *a, b; a, *b, c, d) from lists, tuples and strs, the
starred target always a list; CPython's ValueError message for too few values (plain
unpacking's messages: 152_unpack_errors.py)."""


def split_first(items):
    first, *rest = items
    return first, rest


def entry_point(argv):
    a, *rest = [1, 2, 3, 4]
    print(a, rest)
    *init, last = (5, 6, 7)
    print(init, last)
    x, *mid, y, z = "abcdef"
    print(x, mid, y, z)
    h, *t = [len(argv)]
    print(h, t)
    print(split_first([9, 8]))
    try:
        p, *q, r = [1]
    except ValueError as e:
        print("ValueError:", e)
    try:
        u, v = [1, 2, 3]
    except ValueError:
        print("ValueError (too many)")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
