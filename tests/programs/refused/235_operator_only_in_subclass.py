# expect: defines __add__ but its base 235_operator_only_in_subclass.Num does not
# expect: 235_operator_only_in_subclass.py:27
"""An operator on instances of a class whose subclass alone defines the special method:
which method runs would depend on the run-time class (CPython raises TypeError for the
base's own instances)."""


class Num:
    def __init__(self, v):
        self.v = v


class Int(Num):
    def __add__(self, other):
        return Int(self.v + other.v)


def make(flag):
    if flag:
        return Int(1)
    return Num(2)


def entry_point(argv):
    a = make(len(argv) > 0)
    b = make(len(argv) > 5)
    c = a + b
    print(c.v)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
