"""Properties that subclasses define again, read through the run-time class as CPython
does: getters returning ints in one class and floats in another, a subclass adding a
getter only (setting it raises CPython's AttributeError naming the class) or replacing
the setter (`@Base.prop.setter`), `super().prop` reaching the base's getter, a chain of
three classes, properties in sort keys, f-strings and sums over a list of the base
class; a method returning ints in one subclass and floats in another, called through
the int one."""
import sys


class Shape:
    def __init__(self, name, size):
        self.name = name
        self._size = size

    @property
    def area(self):
        return 0

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, value):
        if value < 0:
            raise ValueError("negative size")
        self._size = value

    @property
    def label(self):
        return "%s(%s)" % (self.name, self.size)

    def perimeter(self):
        return 0

    def __str__(self):
        return "%s area=%s" % (self.label, self.area)


class Square(Shape):
    @property
    def area(self):
        return self._size * self._size

    def perimeter(self):
        return 4 * self._size


class Circle(Shape):
    @property
    def area(self):
        return round(3.14159 * self._size * self._size, 2)

    def perimeter(self):
        return round(2 * 3.14159 * self._size, 3)

    @property
    def size(self):  # read-only here: no setter
        return self._size * 2


class Tile(Square):
    @property
    def area(self):
        return super().area + 1

    @property
    def label(self):
        return "tile " + super().label


class Clamped(Square):
    @Shape.size.setter
    def size(self, value):
        self._size = min(max(value, 0), 10)


def total_area(shapes):
    total = 0
    for s in shapes:
        total += s.area
    return total


def entry_point(argv):
    shapes = [Shape("blob", 1), Square("sq", 3), Circle("c", 2), Tile("t", 2), Clamped("k", 4)]
    for s in shapes:
        print(type(s).__name__, s.area, s.size, s.label)
        print(str(s))
    print("total", total_area(shapes))
    print([s.name for s in sorted(shapes, key=lambda s: s.area)])
    print(max(shapes, key=lambda s: s.area).name, min(s.area for s in shapes))
    for s in shapes:
        try:
            s.size = 12
            print(s.name, "size now", s.size, s.area)
        except AttributeError as e:
            print("AttributeError:", e)
        try:
            s.size = -1
            print(s.name, "size now", s.size)
        except ValueError as e:
            print("ValueError:", e)
        except AttributeError as e:
            print("AttributeError:", e)
    sq = Square("only", 5)
    sq.size = 6
    print(sq.area, sq.size, f"{sq.area:>5}|{sq.label}")
    # perimeter() returns ints for squares, floats for circles: through a Square, an int.
    print(sq.perimeter() // 5, sq.perimeter() + 1, [s.perimeter() for s in shapes])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
