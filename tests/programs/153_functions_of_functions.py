"""Function values whose C types name each other: a function taking two functions of
different signatures, a function value whose parameter is a function value, functions
returning functions, lists of functions taking lists, functions in tuples made at run
time, dicts, instance attributes and a method slot (the header declared their typedefs
out of order and gcc refused it)."""


def inc(x):
    return x + 1


def dbl(x):
    return x * 2


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def total(values):
    s = 0
    for v in values:
        s += v
    return s


def largest(values):
    best = values[0]
    for v in values:
        if v > best:
            best = v
    return best


# Two function parameters of different families: (long) -> long and (long, long) -> long.
def combine(f, g, x, y):
    return g(f(x), f(y))


def combine_swapped(f, g, x, y):
    return f(g(x, y))


# A function value whose parameter is a function value.
def apply_once(f, x):
    return f(x)


def apply_twice(f, x):
    return f(f(x))


# Functions returning functions.
def pick_unary(n):
    if n % 2 == 0:
        return inc
    return dbl


def pick_binary(n):
    if n % 3 == 0:
        return add
    return mul


def pick_unary_reversed(n):
    if n % 2 == 0:
        return dbl
    return inc


def pick_applier(n):
    if n > 2:
        return apply_twice
    return apply_once


def pick_reducer(n):
    if n % 2 == 0:
        return total
    return largest


# A function taking a function that takes a list (its type names a container).
def reduce_with(r, values):
    return r(values) * 10


def reduce_with_plus(r, values):
    return r(values) + 1000


class Step(object):
    def __init__(self, f, g):
        self.f = f
        self.g = g

    def run(self, x):
        return self.g(self.f(x), x)

    def visit(self, h, x):
        return h(self.f, x)


class LoudStep(Step):
    def visit(self, h, x):
        print("  visiting", x)
        return h(self.f, x) + 1


def entry_point(argv):
    n = len(argv)
    for i in range(5):
        f = pick_unary(i + n)
        g = pick_binary(i)
        print(i, combine(f, g, i, i + 3), combine_swapped(f, g, i, 2))
    combiners = [combine, combine_swapped]
    for k in range(len(combiners)):
        c = combiners[k]
        print("combiner", k, c(pick_unary(k), pick_binary(k + n), 4, 5))
    # A function value chosen among functions that return functions.
    pickers = [pick_unary, pick_unary_reversed]
    for k in range(4):
        chooser = pickers[k % 2]
        print("chosen", k, chooser(k // 2)(10))
    for k in range(5):
        h = pick_applier(k + n)
        print("applied", k, h(pick_unary(k), 7))
    reducers = [total, largest]
    lists = [[3, 1, 4], [1, 5, 9, 2], [6]]
    for values in lists:
        for r in reducers:
            print("reduced", values, r(values), reduce_with(r, values))
    wrappers = [reduce_with, reduce_with_plus]
    for k in range(4):
        w = wrappers[k % 2]
        print("wrapped", k, w(pick_reducer(k + n), lists[k % 3]))
    pairs = [(pick_unary(k + n), pick_binary(k)) for k in range(3)]
    for p in pairs:
        print("pair", p[0](3), p[1](3, 4), combine(p[0], p[1], 1, 2))
    by_name = {"inc": inc, "dbl": dbl}
    for name in ["dbl", "inc", "dbl"]:
        print("by name", name, by_name[name](21))
    appliers = {"once": apply_once, "twice": apply_twice}
    for name in ["once", "twice"]:
        print("applier", name, appliers[name](pick_unary(n), 5))
    steps = [Step(inc, add), LoudStep(dbl, mul), Step(pick_unary(n + 1), pick_binary(n))]
    for s in steps:
        print("step", s.run(6), s.visit(pick_applier(n + 2), 3))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
