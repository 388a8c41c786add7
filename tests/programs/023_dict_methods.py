"""Dict methods: setdefault, pop (with and without default), popitem, update, copy, clear, del."""


def entry_point(argv):
    d = {"a": 1, "b": 2}
    print(d.setdefault("a", 100), d.setdefault("c", 3), d)
    print(d.pop("b"), d.pop("zz", -1), d)
    d.update({"d": 4, "a": 10})
    print(d)
    e = d.copy()
    e["e"] = 5
    del e["a"]
    print(d, e)
    print(e.popitem(), e)
    d.clear()
    print(d, len(d))
    try:
        d.pop("missing")
    except KeyError:
        print("pop missing: KeyError")
    try:
        del e["missing"]
    except KeyError:
        print("del missing: KeyError")
    counts = {}
    for w in "a b a c b a".split():
        counts[w] = counts.get(w, 0) + 1
    print(counts)
    inverse = {}
    for k, v in counts.items():
        inverse[v] = k
    print(inverse)
    merged = dict(counts)
    merged.update(counts)
    print(merged == counts, merged is counts)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
