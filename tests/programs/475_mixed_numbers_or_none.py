"""Numbers that may be an int, a float or None, in a program that shows such numbers:
`best = None` before a search that keeps ints or floats, None shown, compared, tested,
summed past, caught as a TypeError where it is used as a number."""
import sys


def best_ratio(pairs):
    best = None
    for a, b in pairs:
        value = a if b == 0 else a / b
        if best is None or value > best:
            best = value
    return best


def first_over(values, limit):
    for v in values:
        if v > limit:
            return v
    return None


def entry_point(argv):
    n = len(argv)
    samples = [[(3, 0), (7, 2)], [(1, 0), (0, 0)], []]
    for pairs in samples:
        b = best_ratio(pairs)
        print(b, repr(b), f"[{b}]", "%s" % b, b is None, b == 3, b == 3.5, bool(b))
        if b is not None:
            print("plus one:", b + 1, b * n, round(b, 1))
    found = [first_over([1, 2.5, 4], k) for k in (0, 2, 9)]
    print(found, found.count(None), [x for x in found if x is not None])
    total = 0
    for x in found:
        if x is not None:
            total += x
    print(total)
    try:
        print(found[2] + 1)
    except TypeError:
        print("TypeError: None is no number")
    table = {"a": first_over([5, 6.5], 5), "b": first_over([1], 5), "c": 0}
    print(table, sorted(k for k in table if table[k] is None))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
