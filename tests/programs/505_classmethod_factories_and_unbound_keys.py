"""Factory classmethods `cls(...)` called on several classes whose __init__ take other
parameters after the shared ones, with defaults (numbers, bools, None, strs, keyword-only
too): each class gets its own defaults, as CPython binds them; `type(self)(...)` copies
the same way. A method read through the class (`Shape.area`) used as a key, in map() and
called is that class's function, not the item's override (CPython does not dispatch),
while a lambda calling the method does."""
import sys


class Shape:
    def __init__(self, size):
        self.size = size

    @classmethod
    def make(cls, size):
        return cls(size)

    @classmethod
    def parse(cls, text):
        return cls(int(text.strip()))

    def grown(self):
        return type(self)(self.size + 1)

    def area(self):
        return self.size

    def describe(self):
        return "%s(%d) area=%s" % (type(self).__name__, self.size, self.area())


class Square(Shape):
    def __init__(self, size, filled=True, scale=2.5):
        Shape.__init__(self, size)
        self.filled = filled
        self.scale = scale

    def area(self):
        return self.size * self.size


class Label(Shape):
    def __init__(self, size, text="label", *, note=None):
        Shape.__init__(self, size)
        self.text = text
        self.note = note

    def area(self):
        return self.size * 1.5


class Dot(Shape):
    pass


def entry_point(argv):
    made = [Shape.make(2), Square.make(3), Label.make(4), Dot.make(5)]
    for shape in made:
        print(shape.describe())
    sq = Square.make(6)
    print(sq.filled, sq.scale, sq.area())
    lab = Label.parse(" 7 ")
    print(lab.text, lab.note, lab.size, lab.describe())
    for cls in [Shape, Square, Label, Dot]:
        print(cls.parse("8").describe(), cls.__name__)
    copies = [s.grown() for s in made]
    print([c.describe() for c in copies])
    print(isinstance(copies[1], Square), copies[1].scale, copies[2].text)
    # Shape.area is Shape's own function: every item's size, whatever its class.
    shapes = [Square(3), Shape(5), Label(2), Square(1)]
    print([s.describe() for s in sorted(shapes, key=Shape.area)])
    print([s.describe() for s in sorted(shapes, key=lambda s: s.area())])
    print(max(shapes, key=Shape.area).describe(), min(shapes, key=Square.area).describe())
    print(list(map(Shape.area, shapes)), list(map(Square.area, shapes)))
    area = Shape.area
    print(area(shapes[0]), Square.area(shapes[0]), shapes[0].area())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
