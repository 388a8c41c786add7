# expect: calling class 314_class_of_instance_init_arity.Shape or a subclass calls each class it may be (314_class_of_instance_init_arity.Shape, 314_class_of_instance_init_arity.Square): 314_class_of_instance_init_arity.Square.__init__() missing required argument 'm'
# expect: 314_class_of_instance_init_arity.py:22
"""x.__class__(...) calls whichever class x has at run time, so the translated call is
annotated for every class x may have: a subclass whose __init__ takes other arguments is
refused, even if CPython would only ever call the base class here."""


class Shape(object):
    def __init__(self, n):
        self.n = n


class Square(Shape):
    def __init__(self, n, m):
        Shape.__init__(self, n * m)


def entry_point(argv):
    s = Shape(1)
    if len(argv) > 5:
        s = Square(2, 3)
    t = s.__class__(4)
    print(t.n)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
