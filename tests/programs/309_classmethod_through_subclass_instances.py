"""classmethods called through an instance of a class with subclasses (s.make(...),
self.make(...) in a base-class method, type(s).make(...), s.__class__.make): `cls` is the
instance's run-time class, used to instantiate (cls(...)), to read class attributes that
differ per subclass (cls.label), its name (cls.__name__), and to call other classmethods
(cls.make(...)); a bound classmethod kept in a variable and called later"""

import sys


class Shape(object):
    label = "shape"
    sides = 0

    def __init__(self, n):
        self.n = n

    @classmethod
    def make(cls, n):
        return cls(n)

    @classmethod
    def make_pair(cls, n, m=1):
        return [cls.make(n), cls.make(n + m)]

    @classmethod
    def describe(cls, extra):
        return "%s:%s/%d/%s" % (cls.__name__, cls.label, cls.sides, extra)

    def grow(self):
        return self.make(self.n + 1)

    def show(self):
        return "%s(%d)" % (type(self).__name__, self.n)


class Square(Shape):
    label = "square"
    sides = 4


class Triangle(Shape):
    label = "triangle"
    sides = 3

    def __init__(self, n):
        Shape.__init__(self, n * 3)


class Tiny(Square):
    pass


def copy(s):
    return s.make(s.n + 1)


def entry_point(argv):
    shapes = [Shape(1), Square(2), Triangle(3), Tiny(4)]
    for s in shapes:
        print(copy(s).show(), s.grow().show(), type(s).make(10).show())
        print(s.__class__.make(0).show(), [p.show() for p in s.make_pair(5)],
              [p.show() for p in s.make_pair(5, m=3)])
        print(s.describe("x"), type(s).describe(extra="y"))
        maker = s.make
        print(maker(7).show(), maker(8).n)
    print(Square.make(1).show(), Tiny.describe("z"), Shape.make_pair(0)[1].show())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
