"""classmethod called through its class (C.make(...): the class passed first, also a
subclass's, whose cls(...) makes an instance of the subclass), alternative constructors; staticmethod called through the class and through
an instance; a staticmethod used as a sort key."""


class Vector(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y

    @classmethod
    def zero(cls):
        return cls(0, 0)

    @classmethod
    def from_text(cls, text):
        parts = text.split(",")
        return cls(int(parts[0]), int(parts[1]))

    @classmethod
    def describe(cls, label):
        return "%s of %s" % (label, cls(1, 1).show())

    @staticmethod
    def norm1(x, y):
        return abs(x) + abs(y)

    def length1(self):
        return self.norm1(self.x, self.y)

    def kind(self):
        return "vector"

    def show(self):
        return "%s(%d, %d)" % (self.kind(), self.x, self.y)


class Point(Vector):
    def kind(self):
        return "point"


class Temperature(object):
    def __init__(self, celsius):
        self.celsius = celsius

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32.0) * 5.0 / 9.0)

    @staticmethod
    def key(t):
        return t.celsius


def entry_point(argv):
    print(Vector.zero().show(), Point.zero().show())
    v = Vector.from_text("3,-4")
    p = Point.from_text("-1,7")
    print(v.show(), p.show(), v.length1(), p.length1())
    print(Vector.describe("plane"), Point.describe("space"))
    print(Vector.norm1(-2, 5), v.norm1(1, -1))
    temps = [Temperature(20.0), Temperature.from_fahrenheit(212.0), Temperature(-5.5),
             Temperature.from_fahrenheit(0.0)]
    for t in sorted(temps, key=Temperature.key):
        print("%.2f" % t.celsius)
    coldest = min(temps, key=Temperature.key)
    print(repr(coldest.celsius))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
