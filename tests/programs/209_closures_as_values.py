"""Closures as values: returned from functions, stored in lists, dicts, tuples and
instance attributes, passed as arguments and called there, composed, chosen by a
condition, kept in a registry of callbacks called later. (Closures of two different
functions never meet in one variable here: that is refused, see refused/.)"""


def make_multiplier(k):
    return lambda x: x * k


def compose(f, g):
    return lambda x: f(g(x))


def apply_all(fs, x):
    return [f(x) for f in fs]


def twice(f, x):
    return f(f(x))


class Button(object):
    def __init__(self, label):
        self.label = label
        self.handler = None

    def click(self, times):
        if self.handler is None:
            return self.label + ": nothing"
        return self.label + ": " + self.handler(times)


def labelled(prefix):
    def handle(n):
        return prefix + "*" + str(n)
    return handle


class Registry(object):
    def __init__(self):
        self.callbacks = []

    def register(self, f):
        self.callbacks.append(f)

    def fire(self, value):
        out = []
        for f in self.callbacks:
            out.append(f(value))
        return out


def thresholds(limits):
    return [(lambda x, n=0: x >= 0) for _ in limits], [make_multiplier(k) for k in limits]


def entry_point(argv):
    mults = [make_multiplier(k) for k in range(1, 5)]
    print(apply_all(mults, 3))
    by_name = {"double": make_multiplier(2), "triple": make_multiplier(3)}
    for name in ["triple", "double"]:
        print(name, by_name[name](7), twice(by_name[name], 7))
    print(compose(make_multiplier(2), make_multiplier(5))(3))
    print(compose(make_multiplier(3), make_multiplier(-1))(7))
    b1 = Button("ok")
    b2 = Button("cancel")
    b1.handler = labelled("ok")
    print(b1.click(2), b2.click(1))
    b2.handler = labelled("no")
    print(b2.click(3))
    reg = Registry()
    for k in [10, 20, 30]:
        reg.register(make_multiplier(k))
    print(reg.fire(2))
    flag = len(argv) > 3
    chosen = make_multiplier(100) if flag else make_multiplier(1000)
    print(chosen(2))
    pair = (make_multiplier(4), make_multiplier(6))
    print(pair[0](1) + pair[1](1))
    tests, scalers = thresholds([1, 2])
    print([t(1) for t in tests], [s(5) for s in scalers])
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
