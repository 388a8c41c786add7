"""property: a read-only computed attribute (@property), a getter and setter
(@x.setter) whose setter validates and converts, property(getter, setter) built from
functions, a property set in __init__ through its setter, properties inherited by a
subclass, used in expressions, f-strings and sort keys."""


class Rectangle(object):
    def __init__(self, width, height):
        self.width = width
        self._height = 0
        self.height = height

    @property
    def area(self):
        return self.width * self._height

    @property
    def height(self):
        return self._height

    @height.setter
    def height(self, value):
        if value < 0:
            print("  negative height", value, "clamped")
            value = 0
        self._height = value

    def describe(self):
        return "%dx%d=%d" % (self.width, self.height, self.area)


class Square(Rectangle):
    def __init__(self, side):
        Rectangle.__init__(self, side, side)

    def grow(self, by):
        self.height = self.height + by
        self.width = self.width + by


class Celsius(object):
    def __init__(self, degrees):
        self._degrees = 0.0
        self.degrees = degrees

    def get_degrees(self):
        return self._degrees

    def set_degrees(self, value):
        self._degrees = float(value)

    degrees = property(get_degrees, set_degrees)

    def get_fahrenheit(self):
        return self._degrees * 9.0 / 5.0 + 32.0

    fahrenheit = property(get_fahrenheit)


def entry_point(argv):
    r = Rectangle(3, 4)
    print(r.area, r.height, r.describe())
    r.height = 10
    print(r.area, r.describe())
    r.height = -2
    print(r.area, r.describe())
    s = Square(5)
    print(s.area, s.describe())
    s.grow(2)
    print(s.area, s.height, s.width)
    shapes = [Rectangle(2, 9), Square(4), Rectangle(5, 1)]
    print([x.describe() for x in sorted(shapes, key=lambda x: x.area)])
    total = 0
    for x in shapes:
        total += x.area
    print(f"total area {total}, first height {shapes[0].height}")
    c = Celsius(100)
    print(c.degrees, c.fahrenheit)
    c.degrees = -40
    print(repr(c.degrees), repr(c.fahrenheit))
    c.degrees = c.degrees + 0.5
    print("%.2f %.2f" % (c.degrees, c.fahrenheit))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
