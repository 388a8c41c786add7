"""Class attributes holding prebuilt objects: tables (lists, dicts, tuples), a shared
instance, inherited by subclasses or overridden, read through self and through the
class. They failed to compile (a vtable's static initializer cannot hold the pointer of
an object allocated at start-up)."""


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Shape:
    NAMES = ["zero", "one", "two"]
    COSTS = {"add": 1, "mul": 3}
    LIMITS = (10, 20)
    ORIGIN = Point(0, 0)

    def describe(self, i):
        return "%s %d %d %r" % (self.NAMES[i], self.COSTS["mul"], self.LIMITS[1], self.ORIGIN)


class Square(Shape):
    NAMES = ["nil", "uno", "dos"]


class Circle(Shape):
    LIMITS = (1, 2)


def entry_point(argv):
    shapes = [Shape(), Square(), Circle()]
    for i, s in enumerate(shapes):
        print(s.describe(i))
    print(Shape.NAMES, Square.NAMES, Circle.NAMES is Shape.NAMES)
    Shape.NAMES.append("three")  # the table is one object, shared by the subclasses
    print(len(Circle().NAMES), Shape.COSTS, Circle.LIMITS, Square.ORIGIN)
    Shape.ORIGIN.x = 5
    print(Circle().ORIGIN)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
