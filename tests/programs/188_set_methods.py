"""Set methods: add, discard, remove (KeyError with CPython's message), pop (in CPython's
order, also after deletions), clear, copy, update, union, intersection, difference,
symmetric_difference and their _update forms, with sets, frozensets, lists, tuples,
strs, ranges and dicts as arguments and several arguments at once; issubset,
issuperset, isdisjoint; frozenset.copy() and frozenset(fs) are the object itself; then
random sets (with deleted slots) through every method form, each result printed."""


class Rng(object):
    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % bound


def rand_set(rng, n, span):
    s = set()
    for i in range(n):
        s.add(rng.next(span) * 8 + rng.next(3))
    for i in range(rng.next(n + 1)):
        s.discard(rng.next(span) * 8)
    return s


def rand_list(rng, n, span):
    return [rng.next(span) * 8 + rng.next(3) for i in range(n)]


def run(seed):
    rng = Rng(seed)
    for step in range(40):
        a = rand_set(rng, rng.next(40), 60)
        b = rand_set(rng, rng.next(40), 60)
        l = rand_list(rng, rng.next(30), 60)
        d = {}
        for x in rand_list(rng, rng.next(20), 60):
            d[x] = 1
        k = rng.next(16)
        if k == 0:
            r = a.union(b, l, d)
        elif k == 1:
            r = a.intersection(l)
        elif k == 2:
            r = a.intersection(b, l)
        elif k == 3:
            r = a.difference(l)
        elif k == 4:
            r = a.difference(d, b)
        elif k == 5:
            r = a.symmetric_difference(l)
        elif k == 6:
            r = a.symmetric_difference(d)
        elif k == 7:
            a.intersection_update(b, l)
            r = a
        elif k == 8:
            a.difference_update(l, d)
            r = a
        elif k == 9:
            a.symmetric_difference_update(d)
            r = a
        elif k == 10:
            a.symmetric_difference_update(l)
            r = a
        elif k == 11:
            a.update(d, l, b)
            r = a
        elif k == 12:
            r = set(d) | frozenset(l)
        elif k == 13:
            r = frozenset(a) ^ b
        elif k == 14:
            a -= b
            r = a
        else:
            r = a.copy()
            while len(r) > 3:
                r.pop()
        print(step, k, r)


def entry_point(argv):
    s = {1, 2, 3}
    s.add(4)
    s.add(2)
    s.add(17)
    print(s, len(s))
    s.discard(17)
    s.discard(100)
    print(s)
    s.remove(4)
    print(s)
    try:
        s.remove(42)
    except KeyError as e:
        print("KeyError", e, repr(e))
    words = {"x", "yy"}
    try:
        words.remove("zzz")
    except KeyError as e:
        print("KeyError", e)
    pairs = {(1, 2)}
    try:
        pairs.remove((3, 4))
    except KeyError as e:
        print("KeyError", e)
    p = {10, 20, 30, 40, 50, 60, 70, 80, 90, 8, 16}
    popped = []
    while p:
        popped.append(p.pop())
    print(popped)
    try:
        p.pop()
    except KeyError as e:
        print("KeyError", e)
    q = set(range(20))
    q.discard(0)
    q.discard(1)
    print(q.pop(), q.pop(), q.pop(), q)
    q.add(0)
    print(q.pop(), q)
    c = {5, 6, 7}
    d = c.copy()
    d.add(8)
    print(c, d, c is d)
    c.clear()
    print(c, len(c), bool(c))
    c.add(3)
    print(c)
    u = {1, 2}
    u.update([3, 4], (5, 6), {7, 8}, range(9, 12), frozenset([12]))
    print(u)
    u.update({100: "a", 200: "b"})
    print(u)
    u.update()
    print(u)
    print(u.union(), u.union([0]), u.union({-1}, [-2], (-3,)))
    base = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
    print(base.intersection({2, 4, 6, 99}), base.intersection([10, 9, 8, 50]))
    print(base.intersection({1, 2, 3, 4, 5}, [4, 5, 6], (5, 4)))
    print(base.intersection())
    print(base.difference({1, 2}), base.difference([3, 4], (5,), {6}))
    print(base.difference({100: 1, 2: 2}))
    print(base.difference())
    print(base.symmetric_difference({9, 10, 11, 12}), base.symmetric_difference([1, 50]))
    print(base.symmetric_difference({10: "x", 20: "y"}))
    v = set(base)
    v.intersection_update({1, 2, 3, 4, 5, 6}, [2, 3, 4, 5], (3, 4, 5, 60))
    print(v)
    v = set(base)
    v.intersection_update()
    print(v)
    v = set(base)
    v.difference_update({1}, [2, 3], (4,))
    print(v)
    v.symmetric_difference_update({5, 6, 100})
    print(v)
    v.symmetric_difference_update([100, 200, 300])
    print(v)
    v.symmetric_difference_update({7: 0, 400: 0})
    print(v)
    small = {2, 3}
    print(small.issubset(base), small.issubset([2, 3]), small.issubset((2,)))
    print(base.issuperset(small), base.issuperset([1, 11]), base.issuperset(range(1, 5)))
    print(small.isdisjoint({4, 5}), small.isdisjoint([3]), small.isdisjoint(small),
          set().isdisjoint(set()))
    f = frozenset([3, 1, 2])
    print(f.copy() is f, frozenset(f) is f, f.union([4]), f.intersection([1, 9]))
    print(f.difference([1]), f.symmetric_difference([1, 7]), f.issubset(base))
    print(f.issuperset([1]), f.isdisjoint([8]))
    print(isinstance(f.union([1]), frozenset), isinstance(f, frozenset), isinstance(s, set))
    letters = set("abc")
    letters.update("cde")
    print(sorted(letters), sorted(letters.union("xyz")))
    for seed in (1, 2, 3):
        run(seed)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
