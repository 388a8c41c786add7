"""Setting a property that has no setter: CPython 3.11's AttributeError ("property 'area'
of 'Square' object has no setter", naming the object's own class, a subclass too) raised
when the line runs, caught around the assignment; a setter that raises, caught; and
setting plain attributes inside a try"""

import sys


class Square(object):
    def __init__(self, side):
        self.side = side
        self.log = []

    @property
    def area(self):
        return self.side * self.side

    @property
    def size(self):
        return self.side

    @size.setter
    def size(self, value):
        if value < 0:
            raise ValueError("negative size %d" % value)
        self.log.append(value)
        self.side = value


class Cube(Square):
    pass


def try_set_area(s, value):
    try:
        s.area = value
        return "set"
    except AttributeError as e:
        return "AttributeError: " + str(e)


def try_set_size(s, value):
    try:
        s.size = value
        s.side = s.side + 0
        return "size %d" % s.size
    except ValueError as e:
        return "ValueError: " + str(e)


def entry_point(argv):
    s = Square(3)
    print(s.area, s.size)
    print(try_set_area(s, 10))
    print(s.area)
    c = Cube(2)
    print(try_set_area(c, 5))
    print(try_set_size(s, 4), s.area)
    print(try_set_size(s, -1), s.area)
    print(try_set_size(c, 7), c.area, c.log, s.log)
    if len(argv) > 5:
        s.area = 1
    print("last")
    c.area = 2
    print("not reached")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
