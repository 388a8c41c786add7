"""Infinite generators consumed partly (a for loop with break, next() a few times), a
generator object kept in a variable and in an attribute and advanced by hand, passed to
a function of the program that takes what it needs, generators of generators (a
pipeline stage fed by generators of different functions), two generator objects of one
function advanced in turn, and itertools' lazy iterators (count, islice with CPython's
reads of the source, repeat, cycle, chain, takewhile, dropwhile, islice's ValueErrors)."""

import itertools


def count(start, step):
    n = start
    while True:
        yield n
        n += step


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, numbers):
    taken = []
    for x in numbers:
        if len(taken) == n:
            break
        taken.append(x)
    return taken


def evens_of(numbers):
    for x in numbers:
        if x % 2 == 0:
            yield x


def noisy(n):
    for i in range(n):
        print("  produce", i)
        yield i


def lazy_itertools():
    print(list(itertools.islice(itertools.count(), 5)))
    print(list(itertools.islice(itertools.count(10, 5), 2, 8, 3)))
    print(list(itertools.islice(noisy(10), 1, 6, 2)))
    g = noisy(5)
    print(list(itertools.islice(g, 2)), next(g))
    for x in itertools.count(3):
        if x > 5:
            break
        print("count", x)
    print(list(itertools.chain([1, 2], [3], [4, 5])))
    print(list(itertools.repeat("ab", 3)), list(itertools.islice(itertools.repeat(7), 2)))
    print(list(itertools.islice(itertools.cycle("xyz"), 7)))
    print(list(itertools.takewhile(lambda v: v < 3, noisy(10))))
    print(list(itertools.dropwhile(lambda v: v < 3, [1, 2, 5, 1, 7])))
    try:
        itertools.islice([1], -1)
    except ValueError as e:
        print(e)
    try:
        itertools.islice([1], 0, 3, 0)
    except ValueError as e:
        print(e)
    for i, w in zip(itertools.count(1), ["a", "b"]):
        print(i, w)


class Ticker:
    def __init__(self):
        self.source = count(100, 5)
        self.seen = 0

    def tick(self):
        self.seen += 1
        return next(self.source)


def entry_point(argv):
    for i in count(0, 3):
        if i > 10:
            break
        print("count", i)
    f = fib()
    print([next(f) for _ in range(10)])
    print(next(f), next(f))
    print(take(5, fib()))
    print(take(4, evens_of(fib())))
    print(take(3, evens_of(count(1, 3))), take(2, evens_of(evens_of(count(0, 1)))))
    t = Ticker()
    print(t.tick(), t.tick(), t.tick(), t.seen)
    a = count(1, 1)
    b = count(-1, -1)
    for _ in range(3):
        print(next(a), next(b))
    lines = []
    for i, x in enumerate(fib()):
        if x > 50:
            break
        lines.append("%d:%d" % (i, x))
    print(" ".join(lines))
    lazy_itertools()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
