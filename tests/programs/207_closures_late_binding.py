"""Closures see their variables at call time (CPython's cells): a variable rebound after
the closure is made is seen rebound, closures made in a loop share the loop variable,
lambdas made in a comprehension share its variable, arguments captured by closures, a
closure reading a variable of two enclosing levels, closures over floats, strs, lists
and instances."""


class Box(object):
    def __init__(self, value):
        self.value = value


def make_adder(n):
    def add(x):
        return x + n
    return add


def rebound_after():
    k = 1
    get = lambda: k
    first = get()
    k = 2
    second = get()
    k = k * 10
    return first, second, get()


def loop_closures():
    fs = []
    for i in range(4):
        fs.append(lambda: i * i)
    return [f() for f in fs]


def comprehension_closures():
    fs = [lambda x: x + j for j in range(3)]
    return [f(10) for f in fs]


def two_levels(a):
    def middle(b):
        def inner(c):
            return a * 100 + b * 10 + c
        return inner
    return middle


def captured_argument(text, times):
    def repeat():
        return text * times
    text = text.upper()
    return repeat


def over_containers():
    items = [1, 2]
    box = Box("first")
    show = lambda: "%d items, box %s" % (len(items), box.value)
    before = show()
    items.append(3)
    box.value = "second"
    middle = show()
    box = Box("third")
    return [before, middle, show()]


def scaled(factor):
    return lambda x: x * factor


def entry_point(argv):
    add5 = make_adder(5)
    add7 = make_adder(7)
    print(add5(1), add7(1), add5(add7(0)))
    print(rebound_after())
    print(loop_closures())
    print(comprehension_closures())
    print(two_levels(1)(2)(3), two_levels(4)(5)(6))
    print(captured_argument("ab", 3)())
    for line in over_containers():
        print(line)
    half = scaled(0.5)
    print(half(3), half(1.25), scaled(2.5)(4.0))
    n = len(argv)
    offset = 10
    shift = lambda x: x + offset + n
    results = []
    for offset in [100, 200]:
        results.append(shift(1))
    print(results)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
