"""Decorators as real programs write them: wrappers taking *args and **kwargs that log, count calls and show func.__name__, functools.wraps, memoize with a dict keyed by the args tuple, a decorator with arguments (@repeat(3)), stacked decorators, a decorated method"""
import functools
import sys

call_log = []


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        call_log.append(func.__name__)
        result = func(*args, **kwargs)
        print("%s -> %r" % (func.__name__, result))
        return result
    return wrapper


def counted(func):
    counts = {"n": 0}

    def wrapper(*args, **kwargs):
        counts["n"] += 1
        print("call #%d of %s" % (counts["n"], func.__name__))
        return func(*args, **kwargs)
    return wrapper


def memoize(func):
    cache = {}

    @functools.wraps(func)
    def wrapper(*args):
        if args in cache:
            return cache[args]
        value = func(*args)
        cache[args] = value
        return value
    return wrapper


def repeat(times):
    def decorate(func):
        def wrapper(*args, **kwargs):
            result = None
            for i in range(times):
                result = func(*args, **kwargs)
            return result
        return wrapper
    return decorate


@logged
def add(a, b):
    return a + b


@logged
def greet(name, greeting="Hello"):
    return "%s, %s!" % (greeting, name)


@counted
def square(x):
    return x * x


@memoize
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@repeat(3)
def shout(word):
    print(word.upper())
    return len(word)


@logged
@counted
def mul(a, b=2):
    return a * b


class Account(object):
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0

    @logged
    def deposit(self, amount):
        self.balance += amount
        return self.balance


def entry_point(argv):
    print(add(1, 2))
    print(add(10, b=20))
    print(greet("World"))
    print(greet("Bob", greeting="Hi"))
    print(square(4), square(5))
    print(fib(30))
    print(fib(50))
    print(shout("hey"))
    print(mul(3))
    print(mul(3, b=7))
    acc = Account("ann")
    print(acc.deposit(5))
    print(acc.deposit(amount=7))
    print(call_log)
    print(add.__name__, greet.__name__, fib.__name__, square.__name__)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
