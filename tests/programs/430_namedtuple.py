"""collections.namedtuple: positional and keyword construction, defaults=, field access, indexing (also negative, and with an index held in a variable for fields of one type), an empty namedtuple, unpacking, ==/</>= as tuples, as dict keys and set members, len, _replace, _asdict, _fields, _make, repr/str as CPython, sorted/min/max, a pre-built instance."""
import sys
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
Card = namedtuple("Card", "rank suit")
Cfg = namedtuple("Cfg", "name size depth", defaults=[10, 3])
ORIGIN = Point(0, 0)
Color = namedtuple("Color", "r g b")
Empty = namedtuple("Empty", [])


def entry_point(argv):
    p = Point(1, 2)
    q = Point(x=3, y=4)
    print(p, q, ORIGIN)
    print(p.x + q.y, p[0], p[1], p[-1])
    a, b = q
    print(a, b)
    print(p == Point(1, 2), p != q, p < q, q >= p)
    d = {p: "p", q: "q"}
    print(d[Point(1, 2)], len(p))
    s = {Point(1, 2), Point(1, 2), Point(5, 6)}
    print(len(s))
    r = p._replace(y=9)
    print(r, p._replace(x=7))
    print(p._asdict())
    print(Point._fields)
    c = Card("A", "spades")
    print(c, repr(c), str(c))
    print(Cfg("a"), Cfg("b", 5), Cfg("c", depth=1))
    pts = [Point(3, 1), Point(1, 5), Point(1, 2)]
    print(sorted(pts))
    print(max(pts), min(pts))
    print(sum(v for v in p))
    print(Point._make([8, 9]))
    c = Color(10, 20, 30)
    total = 0
    for i in range(3):
        total += c[i] * (i + 1)
    print(total, c[0], c[-1], list(c), max(c), Empty(), len(Empty()))
    try:
        print(c[len(argv) + 5])
    except IndexError as e:
        print("IndexError:", e)
    best = None
    for pt in pts:
        if best is None or pt < best:
            best = pt
    print(best, best is None, p == None, p != None)
    try:
        print(p < None)
    except TypeError as e:
        print("TypeError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
