"""range is a type of its own (Python 3): printed as range(a, b[, c]), compared as a sequence
with other ranges and never equal to a list, sliced into a range (slice.indices() bounds),
range.index()/count(), and a slice step of zero raising ValueError inside try (lists too)."""
def show(r):
    print(r, len(r), list(r))


def entry_point(argv):
    n = len(argv) + 3          # 4: not a constant
    r = range(n)
    s = range(0, n)
    print(r == s, r != s, r == range(n + 1), range(0) == range(3, 3), range(1, 2, 5) == range(1, 3, 7))
    print(r == [0, 1, 2, 3], [0, 1, 2, 3] != r)
    print(len(range(1, 10, 3)))
    print(range(1, 10, 3), range(-2, n), str(range(n, 0, -1)))
    print("%s and %s" % (range(n), range(2, 8, 2)))
    print(f"{range(n)!r}")
    print([range(2), range(n, 9)])
    for x in r:
        print(x)
    show(r[1:3])
    show(r[::-1])
    show(range(10)[::3])
    show(range(10)[-3:])
    show(range(10)[8:2:-2])
    show(range(1, 20, 4)[1:-1])
    show(range(n)[5:])
    show(range(20, 0, -3)[::2])
    print(r.index(2), r.count(3), r.count(9), 3 in r, 7 in r)
    try:
        print(r.index(n * 2))
    except ValueError as e:
        print("ValueError:", e)
    try:
        show(r[::0])
    except ValueError as e:
        print("ValueError:", e)
    items = [5, 6, 7]
    try:
        print(items[::n - 4])
    except ValueError as e:
        print("ValueError:", e)
    print(items)
    print(sorted(range(n, 0, -1)), list(reversed(range(3))), sum(range(n)))
    print(min(r), max(r), min(range(10, 0, -3)), max(range(10, 0, -3)), max(range(-5, -1)))
    try:
        print(min(range(n, n)))
    except ValueError as e:
        print("ValueError:", e)
    print(bool(range(0)), bool(r), not range(n, 0))
    t = list(range(3))
    t.append(9)
    print(t)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
