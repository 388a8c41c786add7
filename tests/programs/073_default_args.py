"""Calls: default arguments, keyword arguments, *args tuples, static methods."""


def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct


def clamp(x, lo=0, hi=100):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s


def describe(label, *values):
    return "%s: %d values" % (label, len(values))


class MathUtil:
    @staticmethod
    def square(x):
        return x * x

    @staticmethod
    def hyp2(a, b):
        return MathUtil.square(a) + MathUtil.square(b)


def entry_point(argv):
    print(greet("Ann"))
    print(greet("Bob", "Hi"))
    print(greet("Cy", punct="?"))
    print(greet(greeting="Yo", name="Di"))
    print(clamp(-5), clamp(50), clamp(500), clamp(5, 10), clamp(5, hi=3), clamp(x=7, lo=8, hi=9))
    print(total(), total(1), total(1, 2, 3), total(10, 20, 30, 40))
    print(describe("a"), describe("b", 1, 2), describe("c", 5, 6, 7, 8))
    print(MathUtil.square(7), MathUtil.hyp2(3, 4))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
