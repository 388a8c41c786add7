"""Sets of tuples (CPython's tuple hash decides their order), frozensets hashable as set
elements and dict keys (CPython's frozenset hash), nested frozensets, sets of instances
(by identity: membership and sizes, never their order), and prebuilt sets: module-level
sets and frozensets, and the constant sets of `x in {...}` literals."""

VOWELS = frozenset("aeiou")
PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}
SEEN = set([100, 200, 300])
GRID = {(0, 0), (0, 1), (1, 0), (2, 2), (-1, -1)}
PAIRS = {("a", 1), ("b", 2), ("c", 3), ("dd", 4)}
NESTED = frozenset([frozenset([1, 2]), frozenset([3]), frozenset()])
CHURNED = set(range(30))  # deleted slots (dummies) in the table CPython built at import
for _i in range(0, 30, 2):
    CHURNED.discard(_i)
POOL = set(range(40))  # popped from at import: pop() goes on from where CPython's stopped
FIRST = [POOL.pop(), POOL.pop(), POOL.pop()]


class Node(object):
    def __init__(self, name):
        self.name = name


def is_vowel(ch):
    return ch in VOWELS


def classify(n):
    if n in {0, 1, 2, 3, 5, 8, 13, 21, 34, 55}:
        return "fib"
    if n in (4, 6):
        return "small"
    return "other"


def remember(x):
    if x in SEEN:
        return False
    SEEN.add(x)
    return True


def entry_point(argv):
    pts = {(1, 2), (3, 4), (5, 6), (1, 2), (-1, 0), (0, -1), (10, 20)}
    print(pts, len(pts), (3, 4) in pts, (4, 3) in pts)
    print(sorted(pts))
    moves = set()
    for x in range(4):
        for y in range(4):
            if (x + y) % 3 == 0:
                moves.add((x, y))
    print(moves)
    named = {("a", 1), ("b", 2), ("c", 3)}
    print(named, ("b", 2) in named)
    mixed = {(1, 2.5, "x"), (2, 0.5, "y")}
    print(mixed)
    print(hash((1, 2)), hash(("a", 1)), hash((1.5, -2)))
    f1 = frozenset([1, 2, 3])
    f2 = frozenset([3, 4])
    f3 = frozenset()
    print(hash(f1), hash(f2), hash(f3), hash(frozenset([1, 2, 3])) == hash(f1))
    fam = {f1, f2, f3, frozenset([1, 2, 3]), frozenset([2, 1, 3])}
    print(fam, len(fam), frozenset([3, 2, 1]) in fam)
    d = {f1: "one", f2: "two"}
    d[frozenset([4, 3])] = "two again"
    print(d, d[frozenset([3, 4])], len(d))
    nested = frozenset([frozenset([1]), frozenset([2, 3]), frozenset()])
    print(nested, frozenset([2, 3]) in nested)
    words = {frozenset("listen"), frozenset("silent"), frozenset("enlist"), frozenset("google")}
    print(len(words), sorted(["".join(sorted(w)) for w in words]))
    a = Node("a")
    b = Node("b")
    c = Node("c")
    nodes = {a, b}
    nodes.add(a)
    print(len(nodes), a in nodes, c in nodes)
    nodes.add(c)
    nodes.discard(a)
    print(len(nodes), a in nodes, sorted([n.name for n in nodes]))
    visited = set()
    todo = [a, b, c, a, b]
    order = []
    for n in todo:
        if n not in visited:
            visited.add(n)
            order.append(n.name)
    print(order, len(visited))
    print(sorted(VOWELS), VOWELS, is_vowel("e"), is_vowel("z"))
    print(PRIMES, 29 in PRIMES, 30 in PRIMES)
    print([classify(n) for n in range(10)])
    print(remember(5), remember(100), remember(5), SEEN)
    print(GRID, (2, 2) in GRID)
    GRID.add((5, 5))
    GRID.discard((0, 0))
    print(GRID)
    print(PAIRS, ("b", 2) in PAIRS, NESTED, frozenset([2, 1]) in NESTED)
    print(CHURNED)
    CHURNED.add(100)
    CHURNED.add(32)
    print(CHURNED, CHURNED.pop(), CHURNED.pop(), CHURNED)
    POOL.add(0)
    print(FIRST, POOL.pop(), POOL.pop(), len(POOL), 0 in POOL)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
