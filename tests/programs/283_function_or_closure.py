"""Module-level functions, lambdas without free variables, closures and bound methods meeting in one variable, list (a pre-built one too), dict and argument: each function becomes a closure of no cells; None, `is`, sort keys and dispatch tables."""
import sys


def double(x):
    return x * 2


def negate(x):
    return -x


def offset(x):
    return x + 7


def make_adder(n):
    return lambda x: x + n


def make_scaler(k):
    def scale(x):
        return x * k + 1

    return scale


HANDLERS = [double, negate]


class Account:
    def __init__(self, balance):
        self.balance = balance

    def add_interest(self, x):
        return x + self.balance // 10


def run(f, values):
    return [f(v) for v in values]


def pick(name, k):
    if name == "double":
        return double
    if name == "adder":
        return make_adder(k)
    if name == "square":
        return lambda x: x * x
    return negate


def entry_point(argv):
    k = len(argv)
    f = double if k > 3 else (lambda x: x + k)
    print(f(5))
    g = (lambda x: x + k) if k > 3 else double
    print(g(5))
    fs = [double, make_adder(10), negate, lambda x: x - 1, make_scaler(3)]
    for h in fs:
        print(h(4), h(-3))
    print(run(make_adder(100), [1, 2]), run(double, [1, 2]))
    for name in ["double", "adder", "square", "other"]:
        h = pick(name, k)
        print(name, [h(x) for x in range(-2, 3)])
    table = {"d": double, "a": make_adder(1), "o": offset}
    for key in sorted(table):
        print(key, table[key](10))
    acct = Account(250)
    methods = [acct.add_interest, double, make_adder(-5)]
    print([m(100) for m in methods])
    print(sorted([5, -3, 2, -8], key=fs[2]), sorted([5, -3, 2], key=fs[1]))
    handler = None
    if k < 10:
        handler = fs[0]
    if handler is not None:
        print("handler:", handler(21))
    print("is:", fs[0] is double, fs[2] is negate, fs[1] is double)
    HANDLERS.append(make_adder(k))
    HANDLERS.append(lambda x: x % 7)
    print("handlers:", [h(40) for h in HANDLERS])
    boxed = None
    if k > 0:
        boxed = make_adder(2)
    else:
        boxed = negate
    print("boxed:", boxed(8))
    total = 0
    for i in range(300):
        total += fs[i % len(fs)](i)
    print("total:", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
