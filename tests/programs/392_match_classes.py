"""match statement: class patterns on the program's classes (keyword and positional sub-patterns through __match_args__, inherited __match_args__, nested class patterns, isinstance dispatch on a base-class variable), builtin class patterns int(), str(s), float(), list(), tuple(), dict(), and as-patterns on classes; isinstance() with a tuple of classes, the test MATCH_SEQUENCE makes."""

import sys


class Shape:
    pass


class Circle(Shape):
    __match_args__ = ("radius",)

    def __init__(self, radius):
        self.radius = radius


class Rect(Shape):
    __match_args__ = ("width", "height")

    def __init__(self, width, height):
        self.width = width
        self.height = height


class Square(Rect):
    # __match_args__ inherited from Rect.
    def __init__(self, side):
        Rect.__init__(self, side, side)


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Segment:
    __match_args__ = ("start", "end")

    def __init__(self, start, end):
        self.start = start
        self.end = end


def area(s):
    match s:
        case Circle(radius=0):
            return "a dot"
        case Circle(r):
            return "circle %.2f" % (3.14159 * r * r)
        case Square(width=w):
            return "square %d" % (w * w)
        case Rect(w, h) if w == 0 or h == 0:
            return "flat rect"
        case Rect(w, height=h):
            return "rect %d" % (w * h)
        case _:
            return "unknown shape"


def kind(s):
    match s:
        case Rect() as r:
            return "a rect of width %d" % r.width
        case Circle():
            return "a circle"
    return "none of those"


def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y):
            return "y axis at %d" % y
        case Point(x, 0):
            return "x axis at %d" % x
        case Point(x, y) if x == y:
            return "diagonal at %d" % x
        case Point():
            return "somewhere"


def segment(s):
    match s:
        case Segment(Point(0, 0), Point(x, y)):
            return "from the origin to %d,%d" % (x, y)
        case Segment(Point(x1, y1), Point(x2, y2)) if x1 == x2:
            return "vertical at x=%d, length %d" % (x1, abs(y2 - y1))
        case Segment(start=Point(y=y1), end=Point(y=y2)) if y1 == y2:
            return "horizontal at y=%d" % y1
        case Segment(a, b):
            return "from %d,%d to %d,%d" % (a.x, a.y, b.x, b.y)


def maybe_point(p):
    match p:
        case None:
            return "no point"
        case Point(x=x):
            return "point with x %d" % x


def flag(b):
    match b:
        case int(1):
            return "bool equal to 1: %s" % b
        case bool(x):
            return "bool %s" % x


def number(n):
    match n:
        case bool():
            return "never: an int is not a bool"
        case int(0):
            return "int zero"
        case int(i) if i < 0:
            return "negative int %d" % i
        case int():
            return "int"


def text(s):
    match s:
        case str("") :
            return "empty str"
        case str(t) if len(t) > 3:
            return "long str " + t
        case str(t):
            return "str " + t


def real(f):
    match f:
        case float(0.0):
            return "float zero"
        case float(x):
            return "float %r" % x


def not_an_int(s):
    # A str is not an int instance, a list is not a tuple.
    match s:
        case int():
            return "int"
        case float():
            return "float"
        case list():
            return "list"
        case str():
            return "str"


def container(c):
    match c:
        case tuple():
            return "tuple"
        case list([1, *_]):
            return "list starting with 1"
        case list(items):
            return "list of %d" % len(items)


def mapping(d):
    match d:
        case dict({"k": v}):
            return "dict with k=%d" % v
        case dict():
            return "dict of %d" % len(d)


def kinds(s):
    return "%s %s %s" % (isinstance(s, (Circle, Square)), isinstance(s, (Rect,)),
                         isinstance(s, (Circle, Rect)))


def entry_point(argv):
    shapes = [Circle(0), Circle(2), Rect(3, 4), Rect(0, 5), Square(3), Rect(6, 0), Shape()]
    for s in shapes:
        print(area(s), "/", kind(s))
    for s in shapes:
        print(kinds(s))
    for lst in [[1], [2, 3]]:
        print(isinstance(lst, (list, tuple)), isinstance(lst, (dict, str)), isinstance(lst, tuple))
    for p in [Point(0, 0), Point(0, 5), Point(7, 0), Point(3, 3), Point(1, 2)]:
        print(where(p))
    segs = [Segment(Point(0, 0), Point(4, 5)), Segment(Point(2, 1), Point(2, 7)),
            Segment(Point(1, 3), Point(9, 3)), Segment(Point(1, 2), Point(3, 4))]
    for s in segs:
        print(segment(s))
    print(maybe_point(None), maybe_point(Point(5, 6)))
    for n in [0, 5, -3]:
        print(number(n))
    print(flag(True), flag(False))
    for s in ["", "abc", "abcdef"]:
        print(text(s))
    for f in [0.0, 1.5, -2.25]:
        print(real(f))
    print(not_an_int("x"), not_an_int("12"))
    print(container([1, 2]), container([2, 3, 4]), container([]))
    print(mapping({"k": 3}), mapping({"a": 1, "b": 2}))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
