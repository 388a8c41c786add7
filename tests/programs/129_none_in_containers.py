"""None stored in containers: tuples with None items, lists and dicts holding only None,
printed, formatted, compared, hashed as dict keys, unpacked and indexed."""


def pair(flag):
    if flag:
        return (1, None)
    return (2, None)


def triple(n):
    return (None, n, None)


def nones(n):
    out = []
    for _ in range(n):
        out.append(None)
    return out


def entry_point(argv):
    t = (1, None)
    print(t, (None,), (None, None), triple(3))
    print([(None, 1, None)], [triple(i) for i in range(3)])
    print(pair(len(argv) > 0), pair(False), str(pair(True)), repr(pair(False)))
    a, b = pair(True)
    print(a, b, b is None, t[0], t[1], t[-1] is None)
    print("%s and %r" % (t, triple(7)), f"{t} {triple(8)!r}")

    empty = nones(0)
    three = nones(3)
    print(empty, three, len(three), three[0], three[-1] is None, None in three)
    three.append(None)
    print(three, three.count(None), three.index(None), three == nones(4), three != nones(2))
    print(three[1:3], list(reversed(three)))

    d = {1: None, 2: None}
    d[3] = None
    print(d, len(d), d[1], d.get(2), 3 in d, list(d.values()), list(d.items()))
    keyed = {pair(True): "one", pair(False): "two"}
    print(keyed[(1, None)], keyed[pair(False)], (2, None) in keyed, (3, None) in keyed)
    print(pair(True) == (1, None), pair(True) == pair(False), pair(True) != (1, None))
    nested = {"rows": [triple(1), triple(2)]}
    print(nested, [nones(2), nones(1)], (three, d))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
