"""__str__ and __repr__: overridden in subclasses, __repr__ as the fallback of str(), f-strings and print."""


class Shape:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "a " + self.name

    def __repr__(self):
        return "Shape(%r)" % self.name


class Square(Shape):
    def __init__(self, side):
        Shape.__init__(self, "square")
        self.side = side

    def __str__(self):
        return "square of side %d" % self.side


class Circle(Shape):
    def __init__(self, radius):
        Shape.__init__(self, "circle")
        self.radius = radius

    def __str__(self):
        return "circle of radius %d" % self.radius

    def __repr__(self):
        return "Circle(%d)" % self.radius


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Tag:
    def __init__(self, letter):
        self.letter = letter

    def __str__(self):
        return self.letter[0]  # a one-character result


def describe(shape):
    return "[" + str(shape) + "|" + repr(shape) + "]"


def entry_point(argv):
    shapes = [Shape("blob"), Square(3), Circle(2)]
    for s in shapes:
        print(describe(s))
        print(s)
        print(f"{s} / {s!r} / {s!s}")
    only = Square(5)
    print(str(only), repr(only), only)
    p = Point(1, -2)
    print(p, str(p), repr(p), f"{p}", "%s" % p)
    t = Tag("xyz")
    print(str(t) + "!", t, f"<{t}>")
    print("{} and {!r}".format(only, Circle(7)))
    print("%s / %r / %5s|%-12r|" % (only, only, p, p))
    print("%r %s %r" % ([1, 2], None, None), "%s" % [only.side])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
