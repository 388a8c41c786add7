# expect: cannot set attribute 'sides' of class 490_class_attribute_assigned_also_in_base.Square: class attributes assigned at run time are not supported
# expect: 490_class_attribute_assigned_also_in_base.py:20
"""A class attribute assigned at run time whose name a base class defines too: read
through an instance typed as the base, it would be the vtable's constant."""


class Shape(object):
    sides = 0

    def describe(self):
        return "%d sides" % self.sides


class Square(Shape):
    sides = 4


def entry_point(argv):
    shapes = [Square(), Shape()]
    Square.sides = 5
    for s in shapes:
        print(s.describe())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
