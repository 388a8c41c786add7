# expect: 'y'
# expect: 019_unknown_attribute.py:13
"""Reading an attribute that no code ever sets."""


class Point:
    def __init__(self, x):
        self.x = x


def entry_point(argv):
    p = Point(1)
    print(p.y)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
