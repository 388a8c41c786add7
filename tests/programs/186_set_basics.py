"""Sets and frozensets of ints: literals, set() and frozenset() of lists, strs, tuples, ranges,
dicts and sets, in / not in, len, truth, iteration (for, list(), sorted(), comprehensions),
unpacking displays ({*a, *b}) and repr/str, in CPython's iteration order."""


def show(label, s):
    print(label, s, len(s), bool(s))


def show_chars(label, s):
    print(label, sorted(s), len(s), bool(s))


def entry_point(argv):
    n = len(argv)
    show("literal", {3, 1, 2})
    show("literal with a variable", {n, 10, 20, n + 8})
    show("duplicates", {5, 5, 5, 1, 1})
    show("empty set()", set())
    show("empty frozenset()", frozenset())
    show("from list", set([9, 8, 7, 16, 32, 64, 1]))
    show("from tuple", set((4, 12, 20, 28)))
    show("from range", set(range(10, 0, -2)))
    show_chars("from str", set("mississippi"))
    d = {7: "a", 15: "b", 23: "c", 1: "d"}
    show("from dict", set(d))
    show("frozenset of list", frozenset([100, 200, 300, 8, 16]))
    fs = frozenset({1, 2, 3})
    show("frozenset of set", fs)
    show("set of frozenset", set(fs))
    show("frozenset of frozenset", frozenset(fs))
    s = {17, 1, 33, 49, 65}
    print(17 in s, 18 in s, 18 not in s, 65 not in s)
    print(n in {1, 2}, 1 in frozenset([1]))
    for x in s:
        print("item", x)
    print(list(s), sorted(s), sorted(s, reverse=True))
    print([x * 2 for x in s])
    print({x % 4 for x in range(20)})
    print({x * x for x in [3, -3, 4, -4, 5]})
    print(sum(s), min(s), max(s))
    print(str({1, 2}), repr({1, 2}), str(frozenset([5])), repr(frozenset()))
    print("%s and %r" % ({4, 5}, frozenset({6})))
    print(f"{ {7, 8} } {frozenset([9])!r}")
    empty = set()
    if not empty:
        print("empty is false")
    if s:
        print("s is true")
    print(len({-1, -2, -3}), {-1, -2, -3, 0})
    parts = [3, 1, 2]
    print({*parts, *s}, {*range(5), 10, n}, {*"abc"} == set("abc"))
    big = set()
    for i in range(0, 200, 7):
        big.add(i * 13 % 97)
    print(big)
    print(sorted(big)[:5], len(big))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
