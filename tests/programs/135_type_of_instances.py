"""type(x) of an instance: its exact class, compared with `is` / `is not` / `==` against
classes (a subclass's instance is not of its base's type), used to pick behaviour."""


class Shape:
    def area(self):
        return 0.0


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return float(self.side * self.side)


class Cube(Square):
    pass


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.0 * self.r * self.r


def label(s):
    if type(s) is Square:
        return "square"
    if type(s) is Cube:
        return "cube"
    if type(s) == Circle:
        return "circle"
    return "shape"


def entry_point(argv):
    shapes = [Square(2), Cube(3), Circle(1.0), Shape()]
    for s in shapes:
        print(label(s), type(s) is Shape, type(s) is not Square, isinstance(s, Square),
              "%.1f" % s.area())
    same = 0
    for a in shapes:
        for b in shapes:
            if type(a) is type(b):
                same += 1
    print(same)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
