"""Comparison and hashing special methods of user classes: a Fraction-like class with
__eq__ __lt__ __le__ __gt__ __ge__ __hash__ used by sorted(), list.sort(), min(), max(),
as dict keys and set members (value semantics, CPython's set order from __hash__),
`in` on lists, dicts and sets, list.index/count/remove; != falling back to not __eq__;
a record class ordered by __lt__ only (a > b reflected to b < a); == without __eq__
staying identity; tuples of instances sorted lexicographically; lists, tuples and dicts
holding instances compared (their items' __eq__ and __lt__) and tuples of instances as
dict keys"""

import sys


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


class Frac:
    def __init__(self, num, den):
        if den < 0:
            num, den = -num, -den
        g = gcd(abs(num), den)
        self.num = num // g
        self.den = den // g

    def __add__(self, other):
        return Frac(self.num * other.den + other.num * self.den, self.den * other.den)

    def __mul__(self, other):
        return Frac(self.num * other.num, self.den * other.den)

    def __eq__(self, other):
        return self.num == other.num and self.den == other.den

    def __lt__(self, other):
        return self.num * other.den < other.num * self.den

    def __le__(self, other):
        return self.num * other.den <= other.num * self.den

    def __gt__(self, other):
        return self.num * other.den > other.num * self.den

    def __ge__(self, other):
        return self.num * other.den >= other.num * self.den

    def __hash__(self):
        return hash((self.num, self.den))

    def __repr__(self):
        return "%d/%d" % (self.num, self.den)


class Record:
    """Ordered by __lt__ only: `a > b` is `b < a` (the reflected method)."""

    def __init__(self, name, score):
        self.name = name
        self.score = score

    def __lt__(self, other):
        return self.score < other.score

    def __repr__(self):
        return "Record(%r, %d)" % (self.name, self.score)


class Point:
    """__hash__ returning -1 (CPython makes it -2) and a small __eq__."""

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __hash__(self):
        if self.x == 0 and self.y == 0:
            return -1
        return self.x * 31 + self.y

    def __repr__(self):
        return "P(%d, %d)" % (self.x, self.y)


class Plain:
    def __init__(self, v):
        self.v = v


def entry_point(argv):
    half = Frac(1, 2)
    third = Frac(1, 3)
    other_half = Frac(2, 4)
    print(half, third, other_half, half + third, half * third)
    print(half == other_half, half != other_half, half == third, half != third)
    print(half < third, half <= other_half, half > third, half >= third, third > half)
    print(half is other_half)
    values = [Frac(3, 4), Frac(-1, 2), Frac(5, 6), Frac(1, 3), Frac(2, 3), Frac(1, 2), half]
    print(sorted(values))
    print(sorted(values, reverse=True))
    print(min(values), max(values), min(half, third), max(half, third), max(third, half))
    values.sort()
    print(values)
    print(Frac(2, 3) in values, Frac(7, 8) in values, values.index(Frac(1, 2)),
          values.count(Frac(1, 2)))
    values.remove(Frac(2, 3))
    print(values)
    counts = {}
    for f in [Frac(1, 2), Frac(2, 4), Frac(3, 6), Frac(1, 3), Frac(2, 6), Frac(5, 7)]:
        counts[f] = counts.get(f, 0) + 1
    print(counts)
    print(counts[Frac(4, 8)], Frac(10, 14) in counts, Frac(1, 4) in counts)
    del counts[Frac(1, 3)]
    print(counts, len(counts))
    seen = set()
    for f in [Frac(1, 2), Frac(3, 4), Frac(2, 4), Frac(6, 8), Frac(-1, 5)]:
        seen.add(f)
    print(len(seen), Frac(3, 4) in seen, Frac(1, 5) in seen)
    print(sorted(seen))
    print(hash(half), hash(half) == hash(other_half))
    points = {Point(0, 0): "origin", Point(1, 2): "a", Point(2, 1): "b"}
    points[Point(0, 0)] = "zero"
    print(points, hash(Point(0, 0)), hash(Point(1, 2)))
    pset = {Point(3, 4), Point(0, 0), Point(1, 1), Point(3, 4)}
    print(len(pset), Point(1, 1) in pset, Point(2, 2) in pset)
    records = [Record("ann", 7), Record("bob", 3), Record("cid", 7), Record("dan", 1)]
    print(sorted(records))
    print(sorted(records, reverse=True))
    print(min(records), max(records))
    a = records[0]
    b = records[1]
    print(a < b, a > b, b < a, b > a)
    pairs = [(Frac(1, 2), 3), (Frac(1, 3), 9), (Frac(1, 2), 1)]
    print(sorted(pairs))
    print([half, third] == [other_half, Frac(2, 6)], [half] != [third], [half] < [third],
          (half, 1) == (other_half, 1), (third, 2) < (half, 0))
    grid = {(Point(1, 1), 0): "a", (Point(2, 2), 1): "b"}
    print(grid[(Point(1, 1), 0)], (Point(2, 2), 1) in grid, (Point(2, 2), 0) in grid)
    print({1: half} == {1: other_half}, {1: [third]} == {1: [half]})
    p = Plain(1)
    q = Plain(1)
    print(p == q, p == p, p != q, p != p)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
