"""Tuples: packing/unpacking, swap, several return values, mixed types, comparisons."""


def min_max_avg(values):
    lo = values[0]
    hi = values[0]
    total = 0
    for v in values:
        if v < lo:
            lo = v
        if v > hi:
            hi = v
        total += v
    return lo, hi, total / len(values)


def parse_pair(text):
    key, _, value = text.partition("=")
    return (key.strip(), int(value))


def entry_point(argv):
    t = (1, "two", 3.0)
    print(t, t[0], t[1], t[2], len(t))
    a, b, c = t
    print(a, b, c)
    x = 1
    y = 2
    x, y = y, x
    print(x, y)
    lo, hi, avg = min_max_avg([4, 8, 15, 16, 23, 42])
    print(lo, hi, avg)
    name, val = parse_pair(" width = 640")
    print(name, val)
    print((1, 2) < (1, 3), (2, 0) > (1, 9), (1, 2) == (1, 2), ("a", 1) < ("a", 0))
    points = [(0, 0), (3, 4), (-1, 2)]
    for px, py in points:
        print("point", px, py, px * px + py * py)
    nested = ((1, 2), ("x", 3.5))
    (p, q), (r, s) = nested
    print(p, q, r, s)
    single = (5,)
    print(single, len(single), single + (6, 7))
    print(t[-1], t[1], () == ())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
