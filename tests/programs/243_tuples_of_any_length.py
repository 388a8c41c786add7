"""Tuples whose length is known only at run time: tuple() of a list, a str, sorted(), a
generator expression, a dict, a range and another tuple; printed as CPython prints them
((), (x,), (a, b)), indexed, sliced, iterated, len, `in`, ==/< comparisons, + (with
tuples of known length too), * n, count/index, hash(), as dict keys and set members
(CPython's tuple hash, so sets of them iterate in CPython's order), unpacked, and
'tuple' object errors caught and printed."""


def path_to(n):
    steps = []
    while n > 1:
        steps.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps.append(1)
    return tuple(steps)


def entry_point(argv):
    n = len(argv)
    items = [3, 1, 4, 1, 5, 9, 2, 6][: n + 6]
    t = tuple(items)
    print(t, len(t), t[0], t[-1], t[2:5], t[::-2], t[10:], tuple(items[:1]), tuple(items[:0]))
    print(tuple("abc"), tuple(sorted(items)), tuple(x * x for x in items if x > 2))
    print(tuple(range(n, n + 4)), tuple({"k": 1, "j": 2}), tuple(t), tuple(""))
    print(9 in t, 7 in t, t.count(1), t.index(5), t == tuple(items), t != tuple(items[:3]))
    print(t < tuple(sorted(items)), tuple([1, 2]) < tuple([1, 2, 0]), tuple([2]) > tuple([1, 9]))
    u = t + tuple([7, 7])
    w = t + (100, 200)
    w += (300,)
    print(u, w, len(w), tuple([0]) * 3, 2 * tuple([1, 2]), tuple(items[:0]) * 5)
    total = 0
    for x in t:
        total += x
    print(total, sum(t), max(t), min(t), sorted(t, reverse=True), list(t), [x for x in t][:2])
    try:
        print(t[n + 20])
    except IndexError as e:
        print("IndexError:", e)
    try:
        print(t.index(42))
    except ValueError as e:
        print("ValueError:", e)
    a, b, c = tuple(items[:3])
    print(a, b, c)
    print(hash(tuple([1, 2, 3])) == hash((1, 2, 3)), hash(tuple(["a"])) == hash(("a",)))
    print(hash(tuple(items[:0])), hash(tuple([-1])), hash(tuple([1.5, 2.5])))
    seen = {}
    for k in range(1, 9):
        p = path_to(k)
        seen[p] = seen.get(p, 0) + k
    print(seen)
    print(seen[path_to(3)], path_to(4) in seen, path_to(27) in seen, len(seen))
    groups = set()
    for word in ["tea", "eat", "ate", "tan", "nat", "bat"]:
        groups.add(tuple(sorted(word)))
    print(groups, len(groups), tuple(sorted("ate")) in groups)
    numbers = {tuple(range(k)) for k in range(6)}
    print(numbers, sorted(numbers))
    pairs = [tuple([x, x + 1]) for x in range(3)]
    print(pairs, pairs[1], {p: sum(p) for p in pairs})
    names = tuple(w.upper() for w in "the quick brown fox".split())
    print(names, "-".join(names), names[1][2], str(names), repr(names[:1]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
