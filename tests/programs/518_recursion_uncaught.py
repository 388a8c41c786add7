"""A RecursionError nobody catches ends the program as CPython ends it: what was printed
before is flushed (stdout is a pipe here, so it is still in the buffer when the error
comes), the traceback goes to stderr and the exit status is 1. The recursion goes through
two methods of classes that override each other, and a handler for another exception
and a finally on the way do not stop it."""
import sys


class Shape:
    def area(self, depth):
        return 0

    def describe(self, depth):
        return "shape"


class Square(Shape):
    def __init__(self, side):
        self.side = side
        self.inner = None

    def area(self, depth):
        return self.side * self.side + self.inner.describe_area(depth + 1)

    def describe_area(self, depth):
        try:
            return self.area(depth + 1)
        except KeyError:
            return -1


class Circle(Shape):
    def area(self, depth):
        return 3


def entry_point(argv):
    for i in range(200):
        print("line", i, "of the output before the error")
    shapes = [Circle(), Square(2)]
    print(sum(s.area(0) for s in shapes[:1]))
    square = Square(3)
    square.inner = square
    try:
        print(square.area(0))
    finally:
        print("finally before leaving entry_point")
    print("not reached")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
