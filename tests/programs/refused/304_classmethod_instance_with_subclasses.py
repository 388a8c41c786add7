# expect: classmethod 'make' called through an instance of 304_classmethod_instance_with_subclasses.Shape, a class with subclasses, is not supported yet
# expect: 304_classmethod_instance_with_subclasses.py:22
"""A classmethod called through an instance of a class that has subclasses: its class is
known only as "Shape or a subclass" (only instances of classes without subclasses, and
calls through a class, are supported)."""


class Shape(object):
    def __init__(self, n):
        self.n = n

    @classmethod
    def make(cls, n):
        return cls(n)


class Square(Shape):
    pass


def copy(s):
    return s.make(s.n + 1)


def entry_point(argv):
    print(copy(Shape(1)).n)
    print(copy(Square(2)).n)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
