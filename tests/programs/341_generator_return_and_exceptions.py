"""A `return` inside a generator's loops ends it (StopIteration); try/finally around
yields runs the finally when the generator ends or raises; an exception raised in the
body reaches the consumer at the next() that resumed it, and the generator is then
finished; try/except inside the body catches what the body raises; a StopIteration
escaping the body (an unguarded next()) becomes RuntimeError (PEP 479)."""


class Bad(Exception):
    pass


def until_negative(xs):
    for x in xs:
        if x < 0:
            print("  negative, returning")
            return
        yield x
    print("  never reached with a negative")


def guarded(n):
    try:
        for i in range(n):
            yield i * 10
    finally:
        print("  finally ran")


def failing(n):
    yield 1
    if n > 0:
        raise Bad("bad " + str(n))
    yield 2


def safe_div(pairs):
    for a, b in pairs:
        try:
            yield a // b
        except ZeroDivisionError:
            print("  division by zero skipped")
        else:
            print("  divided", a, b)


def nested_loops():
    for i in range(3):
        for j in range(3):
            if i * j == 2:
                return
            yield (i, j)


def leaky(it):
    while True:
        yield next(it)


def pep479():
    g = leaky(iter([1, 2]))
    print(next(g), next(g))
    try:
        next(g)
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(next(g, -1))
    try:
        for x in leaky(iter([5])):
            print("got", x)
    except RuntimeError as e:
        print("loop:", e)


def entry_point(argv):
    print(list(until_negative([1, 2, -3, 4])))
    print(list(until_negative([5])))
    for v in guarded(3):
        print("guarded", v)
    f = failing(1)
    print(next(f))
    try:
        next(f)
    except Bad as e:
        print("caught", e)
    print(next(f, -1))
    print(list(failing(0)))
    try:
        for v in failing(2):
            print("got", v)
    except Bad as e:
        print("loop stopped by", e)
    print(list(safe_div([(6, 3), (1, 0), (9, 2)])))
    print(list(nested_loops()))
    pep479()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
