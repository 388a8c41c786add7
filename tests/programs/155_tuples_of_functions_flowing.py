"""Tuples of single functions flowing where tuples of several functions are expected:
dict values (a display and item assignment), arguments of a function also called with
other functions (positional, *args, unpacked inside), return values of functions
returning different pairs, instance attributes (a prebuilt instance among new ones),
prebuilt module-level lists and dicts of tuples, a pair holding None, pairs holding
frozen objects (each converted item by item; the items were NULL function pointers)."""


def inc(x):
    return x + 1


def dbl(x):
    return x * 2


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


class Holder(object):
    def __init__(self, pair, label):
        self.pair = pair
        self.label = label

    def run(self, x):
        return self.pair[1](self.pair[0](x), x)


class Config(object):
    def __init__(self, scale):
        self.scale = scale

    def _freeze_(self):
        return True


SMALL = Config(10)
LARGE = Config(1000)

PAIRS = [(inc, add), (dbl, mul)]
BY_NAME = {"inc": (inc, add), "dbl": (dbl, mul)}
ONLY = [(inc, mul)]
PREBUILT_HOLDER = Holder((inc, add), "prebuilt")
OPTIONAL = [(inc, None), (dbl, add)]
SCALED = [(SMALL, inc), (LARGE, dbl)]


def use(pair, x):
    return pair[0](x) + pair[1](x, x)


def use_unpacked(pair, x):
    f, g = pair
    return g(f(x), 2)


def use_all(*pairs):
    total = 0
    for p in pairs:
        total += p[0](1) * p[1](2, 3)
    return total


def pick(n):
    if n % 2 == 0:
        return (inc, add)
    return (dbl, mul)


def first_pair():
    return (inc, mul)


def entry_point(argv):
    n = len(argv)
    d = {"a": (inc, add), "b": (dbl, mul)}
    d["c"] = (inc, mul)
    for k in ["a", "b", "c"]:
        print("dict", k, d[k][0](3), d[k][1](2, 5))
    print("arg", use((inc, add), 4), use((dbl, mul), 4), use((inc, mul), 4))
    print("unpacked arg", use_unpacked((inc, add), 5), use_unpacked((dbl, mul), 5))
    print("star", use_all((inc, add), (dbl, mul)), use_all((dbl, add)))
    for i in range(4):
        p = pick(i + n)
        print("returned", i, p[0](3), p[1](2, 5))
    q = first_pair()
    if n > 2:
        q = pick(n)
    print("merged return", q[0](6), q[1](6, 7))
    holders = [PREBUILT_HOLDER, Holder((dbl, mul), "new"), Holder((inc, mul), "other")]
    for h in holders:
        print("attribute", h.label, h.pair[0](7), h.pair[1](7, 8), h.run(3))
    h = holders[1]
    h.pair = (inc, add)
    print("reassigned", h.run(3))
    for p in PAIRS:
        print("prebuilt list", p[0](3), p[1](2, 5))
    for name in ["dbl", "inc"]:
        print("prebuilt dict", name, BY_NAME[name][0](4), BY_NAME[name][1](4, 4))
    for p in ONLY:
        print("prebuilt single", p[0](2), p[1](2, 9))
    for f, g in OPTIONAL:
        if g is None:
            print("optional", f(1), None)
        else:
            print("optional", f(1), g(1, 2))
    for config, f in SCALED:
        print("frozen", config.scale, f(config.scale))
    local = [(SMALL, add), (LARGE, mul)]
    for config, g in local:
        print("frozen local", config.scale, g(config.scale, 3))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
