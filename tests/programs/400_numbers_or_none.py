"""Numbers that may be None: ints, floats and bools meeting None in variables, lists,
dicts, tuples, attributes, parameters and returns; shown, compared, tested, narrowed."""
import sys

CACHE = [None] * 6
TABLE = [None, 1, 2, None, 40]
LIMITS = {"low": 1, "high": None}


def find(xs, v):
    for i, x in enumerate(xs):
        if x == v:
            return i
    return None


def plus_one(n):
    return n + 1


def scaled(n=None, factor=2):
    if n is None:
        n = 10
    return n * factor


def fib(n):
    if CACHE[n] is not None:
        return CACHE[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    CACHE[n] = r
    return r


class Node:
    def __init__(self, value):
        self.value = value
        self.best = None
        self.ratio = None

    def offer(self, v):
        if self.best is None or v > self.best:
            self.best = v
            self.ratio = v / 4


def show(label, x):
    print(label, x, repr(x), str(x), "%s" % x, f"{x}", [x], (x, 1), {"k": x})


def show_float(label, x):
    print(label, x, repr(x), str(x), "%s" % x, f"{x}", [x], (x, 1), {"k": x})


def entry_point(argv):
    best = None
    for v in [5, 3, 9, 1]:
        if best is None or v < best:
            best = v
    show("best", best)
    nothing = None
    for v in []:
        nothing = v * 2
    show("nothing", nothing)
    print(find([4, 5, 6], 5), find([4, 5, 6], 7))
    idx = find([1, 2, 3], 3)
    if idx is not None:
        print("found at", idx, idx + 100)
    idx = find([1, 2, 3], 30)
    print(idx is None, idx is not None, idx == None, idx != None, idx == 0)
    for x in [None, 0, 7]:
        y = x
        if x == 7:
            y = None if False else 7
        print("truth", x, bool(x), not x, "yes" if x else "no")
    print(scaled(), scaled(3), scaled(None, 5))
    print([fib(i) for i in range(6)], CACHE)
    print(TABLE, TABLE.count(None), None in TABLE, 2 in TABLE, 3 in TABLE, TABLE.index(2))
    total = 0
    for t in TABLE:
        if t is not None:
            total += t
    print("total", total, sum([t for t in TABLE if t]))
    d = {"a": 1, "b": 2}
    got = d.get("a")
    miss = d.get("z")
    print(got, miss, got == 1, miss == 1, miss is None, d.get("b", None))
    print(LIMITS, LIMITS["low"] + 1, LIMITS["high"] is None)
    LIMITS["high"] = 99
    print(LIMITS)
    n = Node(3)
    print(n.best, n.ratio)
    for v in [4, 2, 8]:
        n.offer(v)
    print(n.best, n.ratio)
    flag = None
    print(flag)
    flag = len(argv) > 0
    print(flag, flag == True)
    ratio = None
    for v in [1.5, 0.25]:
        if ratio is None or v < ratio:
            ratio = v
    show_float("ratio", ratio)
    print("%.3f %5.1f" % (ratio, ratio), f"{best:4d}|{best:<4}|{ratio:.2f}")
    pair = {(1, None): "a", (1, 2): "b"}
    key = None
    print(pair[(1, key)], pair[(1, 2)], (1, key) in pair)
    a = None
    b = None
    print(a == b, a != b)
    a = 5
    print(a == b, a != b)
    b = 5
    print(a == b, a != b, a is not None and b is not None and a + b)
    try:
        print(plus_one(find([1], 2)))
    except TypeError:
        print("TypeError caught")
    try:
        c = find([1], 2)
        print(c * 2)
    except TypeError:
        print("TypeError caught here")
    values = [None] * 3
    values[1] = 10
    values[2] = 20
    print(values, values[1:], [v for v in values if v is not None], values[2] * 2)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
