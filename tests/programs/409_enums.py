"""Enums: members compared by identity and ==, as dict keys, their value and name, str() and repr() as Enum shows them (a class's own __str__ kept), auto() values, a method returning members, iteration over the class in a for loop and in comprehensions."""
import sys
from enum import Enum, auto

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Dir(Enum):
    NORTH = auto()
    SOUTH = auto()

    def opposite(self):
        return Dir.SOUTH if self is Dir.NORTH else Dir.NORTH

class Shape(Enum):
    SQUARE = "sq"
    CIRCLE = "ci"

    def __str__(self):
        return "shape " + self.value

def describe(c):
    if c == Color.RED:
        return "warm"
    return "cool"

def entry_point(argv):
    c = Color.RED
    print(c, repr(c), c.value, c.name, describe(c), describe(Color.BLUE))
    print(c is Color.RED, c == Color.GREEN, c != Color.GREEN)
    counts = {Color.RED: 0, Color.BLUE: 5}
    counts[c] += 1
    print(counts[Color.RED], Color.BLUE in counts, Color.GREEN in counts)
    d = Dir.NORTH
    print(d, d.opposite(), d.opposite().opposite(), d.value, [d, Dir.SOUTH])
    print(Shape.SQUARE, repr(Shape.CIRCLE), Shape.CIRCLE.name, f"{Color.GREEN}")
    for col in Color:
        print(col.name.lower(), col.value * 10)
    print([s.value for s in Shape], {c.name: c.value for c in Color})
    best = max([k for k in Color], key=lambda k: -k.value)
    print(best)
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
