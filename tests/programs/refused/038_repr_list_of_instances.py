# expect: containers holding instances are not supported yet
# expect: 038_repr_list_of_instances.py:19
"""print() of a list of instances: CPython calls each item's __repr__; rtfarm's generated
container repr cannot yet, so the program is refused rather than printed wrong."""


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


def entry_point(argv):
    points = [Point(1, 2), Point(3, 4)]
    print(repr(points[0]))
    print(points)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
