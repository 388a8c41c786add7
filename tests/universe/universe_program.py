"""A small program for tests/universe/universe_proto_test.cc: classes with fields, class
attributes and an overridden method (a vtable slot), lists, dicts, prebuilt instances."""
import sys


class Shape:
    sides = 0
    label = "shape"

    def __init__(self, size):
        self.size = size

    def area(self):
        return 0


class Square(Shape):
    sides = 4
    label = "square"

    def area(self):
        return self.size * self.size


class Triangle(Shape):
    sides = 3
    label = "triangle"

    def area(self):
        return self.size * self.size // 2


class Registry:
    def __init__(self):
        self.names = {}
        self.shapes = []

    def add(self, name, shape):
        self.names[name] = len(self.shapes)
        self.shapes.append(shape)


UNIT = Square(1)
REGISTRY = Registry()


def total(shapes):
    t = 0
    for s in shapes:
        t += s.area() + s.sides
    return t


def entry_point(argv):
    REGISTRY.add("unit", UNIT)
    REGISTRY.add("big", Triangle(len(argv) + 6))
    print("universe test:", total(REGISTRY.shapes), REGISTRY.names["big"], UNIT.label)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
