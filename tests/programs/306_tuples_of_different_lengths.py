"""Tuples of different known lengths meeting in one variable (t = (1, 2) on one path,
(1, 2, 3) on another; returns of several lengths; a list of pairs and triples) become
one tuple of any length: repr, len, indexing, iteration, slicing, unpacking by length,
comparison, hashing and use as dict keys and set members as CPython."""


def shape(n):
    if n % 3 == 0:
        return (n,)
    if n % 3 == 1:
        return (n, n + 1)
    return (n, n + 1, n + 2)


def describe(t):
    out = []
    for x in t:
        out.append(str(x))
    return "-".join(out)


def entry_point(argv):
    t = (1, 2)
    if len(argv) > 0:
        t = (1, 2, 3)
    print(t, len(t), t[0], t[-1], t[1:], t[::-1], sum(t), 2 in t, 7 in t)
    print(t == (1, 2, 3), t != (1, 2), t < (1, 3), t > (1,), hash(t) == hash((1, 2, 3)))
    shapes = [shape(i) for i in range(7)]
    print(shapes)
    print([len(s) for s in shapes], [describe(s) for s in shapes])
    print(sorted(shapes), max(shapes), min(shapes))
    seen = {}
    for s in shapes + [shape(3), shape(4), (5, 6, 7)]:
        seen[s] = seen.get(s, 0) + 1
    print(sorted(seen.items()))
    print((0,) in seen, (3,) in seen, (4, 5) in seen)
    uniq = set(shapes)
    uniq.add((9, 9, 9, 9))
    print(len(uniq), (9, 9, 9, 9) in uniq, (1, 2) in uniq)
    total = 0
    for s in shapes:
        if len(s) == 2:
            a, b = s
            total += a * b
        else:
            total += s[0]
    print(total)
    names = ("x",)
    if len(argv) > 5:
        names = ("x", "y", "z", "w")
    elif len(argv) > 0:
        names = ("x", "y")
    print(names, len(names), ", ".join(names), names + ("q",), names.index("y"), names.count("x"))
    empty = ()
    if len(argv) > 5:
        empty = ("a",)
    print(empty, len(empty), bool(empty), empty == (), repr(empty))
    grid = {}
    for i in range(4):
        key = (i,) if i % 2 == 0 else (i, i)
        grid[key] = i * 10
    print(sorted(grid.items()), grid[(2,)], grid.get((1, 1), 0), grid.get((1,), -1))
    floats = (0.5, 1.5)
    if len(argv) > 0:
        floats = (0.1, 0.2, 0.30000000000000004)
    print(floats, sum(floats, 0.0), floats[2] if len(floats) > 2 else -1.0)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
