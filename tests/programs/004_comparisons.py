"""Comparisons: chains, mixed int/float, strings, min/max, conditional expressions."""


def classify(x):
    if 0 <= x < 10:
        return "digit"
    elif 10 <= x < 100:
        return "two digits"
    elif x < 0:
        return "negative"
    return "big"


def sign(x):
    return 1 if x > 0 else (-1 if x < 0 else 0)


def entry_point(argv):
    for v in [-5, 0, 9, 10, 99, 100, 12345]:
        print(v, classify(v), sign(v))
    a = 3
    b = 5
    c = 5
    print(a < b <= c, a < b < c, a == b, b == c, a != c, a >= 3 > 2)
    print(1 < 2.5, 2.0 == 2, 3 > 2.999, -1.0 < -1)
    print("abc" < "abd", "abc" < "ab", "Z" < "a", "" < "a", "abc" == "abc")
    print(min(3, 1, 2), max(3, 1, 2), min(2.5, 1.5), max("pear", "apple"))
    print(min([4, 2, 8]), max([4, 2, 8]))
    x = 7
    print(x > 5 and x < 10, x < 5 or x > 6, not x == 7)
    r = 0 < x < 5 or 6 < x < 8
    print("in range", r)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
