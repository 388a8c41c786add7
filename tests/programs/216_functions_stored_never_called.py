"""Functions used only as values (stored in fields, globals, lists, dicts and tuples,
compared with `is`, tested for truth) that no call ever reaches, beside ones that are
called, lambdas among them: each keeps its own identity, and a method no call reaches
leaves nothing behind"""

import sys


def never_called(x):
    return x + 1


def also_never_called(x):
    return x - 1


def called(x):
    return x * 2


CALLBACK = None
HANDLERS = {"double": called}


class Holder:
    def __init__(self, f):
        self.f = f


class Callbacks:
    def __init__(self):
        self.on_done = lambda code: code + 1


class Shape:
    def area(self):
        return 0

    def unused_method(self):
        return 42


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


def register(f):
    global CALLBACK
    CALLBACK = f


def pick(n):
    if n > 3:
        return never_called
    return also_never_called


def entry_point(argv):
    register(never_called)
    print(CALLBACK is never_called, CALLBACK is also_never_called)
    lst = [never_called, also_never_called]
    print(len(lst), lst[0] is lst[1], lst[1] is also_never_called)
    d = {"a": never_called, "b": also_never_called}
    print(d["a"] is never_called, d["b"] is never_called)
    h = Holder(also_never_called)
    print(h.f is also_never_called, bool(h.f))
    pair = (never_called, also_never_called)
    print(pair[0] is pick(len(argv) + 5), pair[1] is pick(0))
    if h.f:
        print("a function is true")
    g = Holder(called)
    print(g.f(21), HANDLERS["double"](4))
    cb = Callbacks()
    handlers = [lambda: 1, lambda: 2]
    print(cb.on_done is not None, len(handlers), handlers[0] is handlers[1])
    shapes = [Shape(), Square(3)]
    total = 0
    for s in shapes:
        total += s.area()
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
