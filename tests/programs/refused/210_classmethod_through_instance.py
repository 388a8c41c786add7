# expect: classmethod 210_classmethod_through_instance.Point.origin is supported only when called through its class
# expect: 210_classmethod_through_instance.py:15
"""A classmethod called through an instance (only C.name(...) is supported)."""


class Point(object):
    def __init__(self, x):
        self.x = x

    @classmethod
    def origin(cls):
        return cls(0)

    def moved(self):
        return self.origin()


def entry_point(argv):
    print(Point.origin().x)
    print(Point(3).moved().x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
