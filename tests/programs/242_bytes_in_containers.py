"""bytes held by lists, tuples, dicts (as keys and values) and nested containers: print()
and repr() show every item as b'...' as CPython does; dict lookups, membership, sorting
and equality work on the bytes; a KeyError (of d[k], del d[k], d.pop(k)) names the
missing bytes key."""


def chunks(data, size):
    out = []
    for i in range(0, len(data), size):
        out.append(data[i:i + size])
    return out


def entry_point(argv):
    n = len(argv)
    data = b"abc\xffdef\x00gh'i\"j" * n
    parts = chunks(data, 3)
    print(parts, len(parts))
    print(sorted(parts), parts[::-1][:2], b"\xffde" in parts, b"zz" in parts)
    counts = {}
    for p in parts:
        counts[p] = counts.get(p, 0) + 1
    counts[b"abc"] = counts.get(b"abc", 0) + 10
    print(counts, len(counts), counts[b"abc"])
    try:
        print(counts[b"missing\xff"])
    except KeyError as e:
        print("KeyError:", e)
    try:
        del counts[b"gone"]
    except KeyError as e:
        print("KeyError:", e, repr(e))
    try:
        print(counts.pop(b"\x00" * n))
    except KeyError as e:
        print("KeyError:", e)
    print(counts.pop(b"abc"), counts.pop(b"nope", -1), len(counts))
    names = {b"one": [b"1", b"\x01"], b"two": [b"2"]}
    names[b"three"] = []
    print(names, names[b"one"][1], list(names.keys()), list(names.values()))
    pair = (b"k", b"v\n")
    pairs = [pair, (b"", b"\\")]
    print(pair, pairs, pairs[1][1], pairs == [(b"k", b"v\n"), (b"", b"\\")])
    nested = [[b"a"], [], [b"b", b"c"]]
    print(nested, str(nested), repr(nested[2]), f"{parts[:2]}", "%s" % (parts[:1],))
    lines = data.split(b"\x00")
    lines.sort()
    print(lines, b"|".join(lines), [len(x) for x in lines])
    index = {i: p for i, p in enumerate(parts[:3])}
    print(index, index.get(7), index.get(1))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
