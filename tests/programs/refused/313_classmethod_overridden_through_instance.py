# expect: classmethod 'make' called through an instance of 313_classmethod_overridden_through_instance.Shape, whose subclass 313_classmethod_overridden_through_instance.Square overrides it, is not supported yet
# expect: 313_classmethod_overridden_through_instance.py:27
"""A classmethod called through an instance of a class whose subclass overrides it: the
function to call depends on the run-time class (a dispatch on the vtable not built yet).
Calls through the class itself (Square.make(...)) translate."""


class Shape(object):
    def __init__(self, n):
        self.n = n

    @classmethod
    def make(cls, n):
        return cls(n)


class Square(Shape):
    @classmethod
    def make(cls, n):
        return cls(n * n)


def entry_point(argv):
    s = Shape(1)
    if len(argv) > 5:
        s = Square(2)
    print(s.make(3).n)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
