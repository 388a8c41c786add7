"""Dataclasses: defaults, default_factory, field(init=False, repr=False, compare=False), __post_init__, order=True (sorted, max, <), frozen as dict keys, inheritance adding fields, a user __repr__ kept; and a plain class with __eq__ and __lt__ in a sorted list whose equality nothing asks (GenC needed the unannotated __eq__ before)."""
import sys
from dataclasses import dataclass, field
import dataclasses


@dataclass
class Point:
    x: int
    y: int = 0

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)


@dataclass(order=True)
class Card:
    rank: int
    suit: str = "S"


@dataclass(frozen=True)
class Key:
    row: int
    col: int


@dataclass
class Bag:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    note: str = field(default="", compare=False)

    def add(self, item):
        self.items.append(item)
        self.count += 1


@dataclass
class Rect:
    corner: Point
    width: float
    height: float
    area: float = field(init=False)

    def __post_init__(self):
        self.area = self.width * self.height


@dataclass
class Point3(Point):
    z: int = 0


class Plain:
    def __init__(self, rank):
        self.rank = rank

    def __eq__(self, other):
        return self.rank == other.rank

    def __lt__(self, other):
        return self.rank < other.rank

    def __repr__(self):
        return "Plain(%d)" % self.rank


@dataclass
class Custom:
    label: str

    def __repr__(self):
        return "<" + self.label + ">"


def entry_point(argv):
    p = Point(1, 2)
    print(p, Point(5), p.moved(1, 1), p == Point(1, 2), p == Point(2, 1), p != Point(1, 2))
    cards = [Card(10, "H"), Card(2), Card(10, "C"), Card(14, "D")]
    print(sorted(cards))
    print(Card(3) < Card(4), Card(3, "A") <= Card(3, "B"), max(cards), Card(5) > Card(5))
    grid = {Key(0, 0): "origin", Key(1, 2): "b"}
    print(grid[Key(1, 2)], Key(0, 0) in grid, Key(3, 3) in grid, Key(1, 1))
    b1 = Bag("a")
    b2 = Bag("b")
    b1.add("x")
    b1.add("y")
    print(b1, b2, b1.count, b2.items, Bag("a", ["x", "y"], 2, "note") == b1)
    r = Rect(Point(0, 0), 2.0, 3.5)
    print(r, r.area)
    q = Point3(1, 2, 3)
    print(q, q.z, q == Point3(1, 2, 3))
    print([Custom("a"), Custom("b")], Custom("z") == Custom("z"))
    plains = [Plain(10), Plain(2)]
    print(sorted(plains), max(plains))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
