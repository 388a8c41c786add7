"""Lambdas and nested functions without free variables: called at once, with defaults and
keywords, returned, stored in lists, dicts and attributes, passed as arguments, two
lambdas on one line, a nested function defined in a loop, nested functions of methods."""


def apply(f, x):
    return f(x)


def pick(n):
    if n % 2 == 0:
        return lambda x: x + 100
    return lambda x: x - 100


def table():
    def double(x):
        return x * 2

    def square(x):
        return x * x

    def negate(x):
        return -x
    return [double, square, negate]


class Shape(object):
    def __init__(self, name, area_of):
        self.name = name
        self.area_of = area_of

    def area(self, size):
        return self.area_of(size)

    def describe(self):
        def fmt(value, unit="cm2"):
            return "%.2f %s" % (value, unit)
        return self.name + ": " + fmt(self.area(2.0)) + " / " + fmt(self.area(1.5), unit="in2")


def entry_point(argv):
    square = lambda x: x * x
    print(square(4), square(-3), square(0))
    print((lambda a, b: a * 10 + b)(4, 2))

    def helper(x, y=3, z=4):
        return x * 100 + y * 10 + z
    print(helper(1), helper(1, 2), helper(1, z=9), helper(x=5, y=6, z=7))
    greet = lambda name, punct="!": "hello, " + name + punct
    print(greet("ann"), greet("bob", "?"), greet(punct=".", name="cy"))
    for i in range(4):
        print("pick", i, pick(i)(i))
    fs = table()
    for f in fs:
        print("table", f(7), apply(f, -2))
    ops = {"inc": lambda x: x + 1, "dec": lambda x: x - 1}
    for key in ["inc", "dec", "inc"]:
        print(key, ops[key](10))
    pair = (lambda x: x + 1, lambda x: x * 3)
    print(pair[0](5), pair[1](5))
    shapes = [Shape("square", lambda s: s * s), Shape("circle", lambda r: 3.14159 * r * r)]
    for s in shapes:
        print(s.describe())
    total = 0
    for k in range(3):
        def step(v):
            return v * 2 + 1
        total += step(k)
    print("total", total)
    words = ["pear", "fig", "banana"]
    lengths = [(lambda w: len(w))(w) for w in words]
    print(lengths)
    print(apply(lambda v: v * 3, 3), apply(lambda v: -v, -4))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
