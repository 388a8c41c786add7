# expect: property 'area' of class 212_property_without_setter.Square has no setter
# expect: 212_property_without_setter.py:18
"""Setting a property that has no setter (CPython raises AttributeError when that line
runs; refused at translation)."""


class Square(object):
    def __init__(self, side):
        self.side = side

    @property
    def area(self):
        return self.side * self.side


def entry_point(argv):
    s = Square(3)
    s.area = 10
    print(s.area)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
