"""A property's getter runs where its name is read, as in CPython: one that raises inside
a try is caught by the handler (its value used, or read as a bare statement), an
abstract base's getter raising NotImplementedError is caught through a subclass-free
instance, and a getter with side effects (counting, printing) read as a bare statement
still runs."""
import sys


class Gauge:
    def __init__(self, value):
        self.value = value
        self.reads = 0

    @property
    def checked(self):
        self.reads += 1
        if self.value < 0:
            raise ValueError("negative reading %d" % self.value)
        return self.value

    @property
    def noisy(self):
        print("  (noisy read of", self.value, end=")\n")
        return self.value


class Shape:
    @property
    def area(self):
        raise NotImplementedError("Shape.area")


class Square(Shape):
    def __init__(self, side):
        self.side = side

    @property
    def area(self):
        return self.side * self.side


def safe(g):
    try:
        return g.checked
    except ValueError as e:
        print("caught:", e)
        return 0


def entry_point(argv):
    gauges = [Gauge(3), Gauge(-2), Gauge(5)]
    print([safe(g) for g in gauges])
    for g in gauges:
        try:
            g.checked
            print("ok", g.value)
        except ValueError as e:
            print("bare read raised:", e)
    print([g.reads for g in gauges])
    g = Gauge(7)
    g.checked
    g.checked
    g.noisy
    print("reads", g.reads)
    for shape in [Square(3), Shape()]:
        try:
            print("area", shape.area)
        except NotImplementedError as e:
            print("abstract:", e)
    try:
        Shape().area
        print("not reached")
    except NotImplementedError as e:
        print("abstract again:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
