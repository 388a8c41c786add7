# expect: print() of list of instance of 038_repr_list_of_instances.Point: its items show through repr()
# expect: would print its address, which differs from run to run: define __repr__ in 038_repr_list_of_instances.Point
# expect: 038_repr_list_of_instances.py:23
"""print() of a list of instances whose class defines __str__ but no __repr__: items of a
container always show through repr(), and object's default repr prints the instance's
address, which differs from run to run (and from the translated program's), so the
program is refused. print(points[0]) alone would be accepted: it uses __str__."""


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __str__(self):
        return "(%d, %d)" % (self.x, self.y)


def entry_point(argv):
    points = [Point(1, 2), Point(3, 4)]
    print(points[0])
    print(str(points[1]))
    print(points)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
