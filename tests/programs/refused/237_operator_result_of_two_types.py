# expect: 237_operator_result_of_two_types.Vec.__mul__
# expect: 237_operator_result_of_two_types.py:21
"""__mul__ returning a number for one operand type and an instance for another (a dot
product and a scaling in one method): its result cannot have one type."""


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __mul__(self, other):
        if isinstance(other, Vec):
            return self.x * other.x + self.y * other.y
        return Vec(self.x * 2, self.y * 2)


def entry_point(argv):
    a = Vec(1, 2)
    print(a * a)
    print((a * 3).x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
