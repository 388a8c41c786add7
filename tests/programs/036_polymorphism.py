"""Polymorphic method calls over a list holding instances of several subclasses."""
import math


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0.0

    def perimeter(self):
        return 0.0

    def report(self):
        return "%-9s area=%8.3f perimeter=%7.3f" % (self.name, self.area(), self.perimeter())


class Rect(Shape):
    def __init__(self, w, h):
        Shape.__init__(self, "rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2.0 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side):
        Rect.__init__(self, side, side)
        self.name = "square"


class Circle(Shape):
    def __init__(self, r):
        Shape.__init__(self, "circle")
        self.r = r

    def area(self):
        return math.pi * self.r * self.r

    def perimeter(self):
        return 2.0 * math.pi * self.r


class Triangle(Shape):
    def __init__(self, a, b, c):
        Shape.__init__(self, "triangle")
        self.a = a
        self.b = b
        self.c = c

    def area(self):
        s = self.perimeter() / 2.0
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

    def perimeter(self):
        return self.a + self.b + self.c


def entry_point(argv):
    shapes = [Rect(3.0, 4.0), Square(2.5), Circle(1.0), Triangle(3.0, 4.0, 5.0), Shape("point")]
    total = 0.0
    for s in shapes:
        print(s.report())
        total += s.area()
    print("total area %.6f" % total)
    largest = shapes[0]
    for s in shapes:
        if s.area() > largest.area():
            largest = s
    print("largest:", largest.name)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
