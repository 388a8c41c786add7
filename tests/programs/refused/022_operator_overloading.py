# expect: unsupported operand types for +
# expect: 022_operator_overloading.py:15
"""Operators on instances (__add__) are not part of RPython 3."""


class Vec:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return Vec(self.x + other.x)


def entry_point(argv):
    v = Vec(1) + Vec(2)
    print(v.x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
