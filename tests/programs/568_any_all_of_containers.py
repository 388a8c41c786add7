"""any() and all() of containers that may be None or empty (lists of lists, of dicts, of
sets; generator expressions of a function returning a dict or None), stopping at the
deciding item as CPython does."""


def lookup(table, key):
    print("  lookup", key)
    if key not in table:
        return None
    return table[key]


def entry_point(argv):
    table = {"a": {"x": 1}, "b": {}, "c": {"y": 2}}
    print(all(lookup(table, k) for k in "ac"))
    print(all(lookup(table, k) for k in "abc"))
    print(any(lookup(table, k) for k in "zbc"))
    print(any(lookup(table, k) for k in "zb"))
    rows = [[1], [], [2, 3]]
    print(any(rows), all(rows), all(rows[::2]), any([[], []]), all([]), any([]))
    sets = [set(), {1}]
    print(any(sets), all(sets))
    maybe = [table.get(k) for k in "abz"]
    print(any(maybe), all(maybe), all(maybe[:1]), [m is None for m in maybe])
    words = ["", "x"]
    print(any(words), all(words))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
