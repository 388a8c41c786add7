# expect: instances of 041_attribute_set_nowhere.Point never have an attribute 'z'
# expect: 041_attribute_set_nowhere.py:17
"""An attribute read that no instance ever has (a typo): CPython raises AttributeError
when the line runs; the translator names the class and the attribute."""


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def entry_point(argv):
    p = Point(1, 2)
    if len(argv) > 5:
        return p.x
    print(p.z)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
