# expect: CPython calls 238_reflected_operator_priority.Special.__radd__ first
# expect: 238_reflected_operator_priority.py:32
"""`a + b` where b's run-time class may be a subclass of a's that overrides __radd__:
CPython then calls b.__radd__(a) before a.__add__(b), a choice made at run time."""


class Base:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Base(self.v + other.v)

    def __radd__(self, other):
        return Base(other.v + self.v)


class Special(Base):
    def __radd__(self, other):
        return Base(other.v * 100 + self.v)


def pick(n):
    if n > 1:
        return Special(n)
    return Base(n)


def entry_point(argv):
    a = pick(1)
    b = pick(len(argv) + 1)
    print((a + b).v)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
