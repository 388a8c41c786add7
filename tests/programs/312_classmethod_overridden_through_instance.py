"""Classmethods overridden in subclasses and called through instances (s.make(...),
self.make(...) in a base-class method, type(s).make(...)): the definition of the run-time
class is called with that class as cls — an override in a middle class inherited by a
leaf, overrides returning instances of different subclasses, numbers and strings, one
classmethod calling another that is overridden (cls.describe() inside cls.make())"""

import sys


class Shape(object):
    sides = 0

    def __init__(self, n):
        self.n = n

    @classmethod
    def make(cls, n):
        return cls(n)

    @classmethod
    def describe(cls):
        return "shape with %d sides" % cls.sides

    @classmethod
    def score(cls, k):
        return k

    @classmethod
    def label(cls):
        return "<" + cls.describe() + ">"

    def grow(self):
        return self.make(self.n + 1)

    def show(self):
        return "%s(%d)" % (type(self).__name__, self.n)


class Square(Shape):
    sides = 4

    @classmethod
    def make(cls, n):
        return cls(n * n)

    @classmethod
    def describe(cls):
        return "square " + cls.__name__

    @classmethod
    def score(cls, k):
        return k * 100


class Cube(Square):
    sides = 6


class Triangle(Shape):
    sides = 3

    @classmethod
    def make(cls, n):
        t = Triangle(n)
        t.n = -n
        return t


def entry_point(argv):
    shapes = [Shape(1), Square(2), Cube(3), Triangle(4)]
    for s in shapes:
        print(s.make(3).show(), s.grow().show(), type(s).make(5).show())
        print(s.describe(), "|", s.label(), "|", s.score(7), type(s).score(k=2))
    total = 0
    for s in shapes:
        total += s.score(len(shapes))
    print(total)
    print(Square.make(3).show(), Cube.describe(), Triangle.label())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
