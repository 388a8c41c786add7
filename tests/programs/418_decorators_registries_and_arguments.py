"""Decorators: a registry filled at import time, a class-based decorator (__call__), decorators with keyword arguments (@clamp(high=10)), a timing wrapper over time.perf_counter, wrappers showing their args and sorted(kwargs.items()), decorated methods and a decorated staticmethod"""
import functools
import sys
import time

HANDLERS = {}
ORDER = []


def register(name):
    def decorate(func):
        HANDLERS[name] = func
        ORDER.append(name)
        return func
    return decorate


@register("double")
def double(x):
    return x * 2


@register("negate")
def negate(x):
    return -x


class CountCalls(object):
    def __init__(self, func):
        self.func = func
        self.calls = 0

    def __call__(self, x):
        self.calls += 1
        return self.func(x)


@CountCalls
def triple(x):
    return x * 3


def timed(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        result = func(*args, **kwargs)
        elapsed = time.perf_counter() - start
        print("%s took %s" % (func.__name__, "no time" if elapsed < 0 else "some time"))
        return result
    return wrapper


def clamp(low=0, high=100):
    def decorate(func):
        @functools.wraps(func)
        def wrapper(*args):
            value = func(*args)
            if value < low:
                return low
            if value > high:
                return high
            return value
        return wrapper
    return decorate


@timed
def total(values, start=0):
    s = start
    for v in values:
        s += v
    return s


@clamp(high=10)
def scaled(x, factor):
    return x * factor


@clamp(low=-5, high=5)
@timed
def offset(x, by=1):
    return x + by


def trace(prefix):
    def decorate(func):
        def wrapper(*args, **kwargs):
            print(prefix, func.__name__, len(args), sorted(kwargs.items()))
            return func(*args, **kwargs)
        return wrapper
    return decorate


@trace(">>")
def area(w, h=1, depth=1):
    return w * h * depth


class Grid(object):
    def __init__(self, n):
        self.n = n

    @trace("method")
    def cell(self, i, j=0):
        return i * self.n + j

    @staticmethod
    @trace("static")
    def origin(k):
        return k


def entry_point(argv):
    for name in ORDER:
        print(name, HANDLERS[name](21))
    print(triple(4), triple(5), triple.calls)
    print(total([1, 2, 3]))
    print(total([1, 2, 3], start=10))
    print(scaled(3, 2), scaled(3, 7), scaled(-1, 3))
    print(offset(2), offset(9), offset(-20, 3))
    print(area(3))
    print(area(3, h=4))
    print(area(2, depth=5, h=3))
    g = Grid(10)
    print(g.cell(2))
    print(g.cell(2, j=3))
    print(Grid.origin(7))
    print(total.__name__, scaled.__name__, offset.__name__, area.__name__)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
