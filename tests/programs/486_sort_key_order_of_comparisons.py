"""sorted() and list.sort() with key= compare the keys as list.sort compares items:
the same calls of __lt__ in the same order (counted and logged), reverse=True as
reverse + stable sort + reverse, and CPython's result for inconsistent orders (NaN keys),
on lists shorter than 64 items; longer lists sorted stably."""

LOG = []


class Key:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        LOG.append("%d<%d" % (self.v, other.v))
        return self.v < other.v


def entry_point(argv):
    data = [5, 3, 9, 1, 7, 3, 8]
    del LOG[:]
    print(sorted(data, key=Key), len(LOG), LOG[:6])
    del LOG[:]
    print(sorted(data, key=Key, reverse=True), len(LOG), LOG[:6])
    del LOG[:]
    items = ["b", "a", "d", "c"]
    items.sort(key=lambda s: Key(ord(s)))
    print(items, LOG)
    nan = float("nan")
    values = [3.0, nan, 1.0, 2.0, nan, 0.5, 4.0]
    print(sorted(values, key=lambda x: x))
    print(sorted(values, key=lambda x: x, reverse=True))
    print(sorted(range(len(values)), key=lambda i: values[i]))
    records = [("b", 2), ("a", 2), ("c", 1), ("d", 3), ("e", 1)]
    print(sorted(records, key=lambda r: r[1]), sorted(records, key=lambda r: r[1], reverse=True))
    big = [(i * 7919) % 101 for i in range(150)]
    by_key = sorted(big, key=lambda x: -x)
    print(by_key[:10], by_key == sorted(big, reverse=True))
    pairs = [(x % 5, i) for i, x in enumerate(big)]
    stable = sorted(pairs, key=lambda p: p[0])
    print(stable[:6], all(stable[i][1] < stable[i + 1][1] for i in range(len(stable) - 1)
                          if stable[i][0] == stable[i + 1][0]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
