"""Generators as __iter__ (for loops, list(), sum(), sorted() of the instance), as static and
class methods, with defaults, *args, keyword-only and **kwargs parameters, with a yield in
code never run (its resume point never reached), inside a with block, and reading a local
possibly unbound."""

class Bag:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        for x in self.items:
            yield x * 2

    @staticmethod
    def upto(n):
        yield from range(n)

    @classmethod
    def named(cls, n):
        for i in range(n):
            yield cls.__name__ + str(i)


class Ctx:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, a, b, c):
        print("exit")
        return False


def args_gen(a, b=2, *rest, scale=1, **kw):
    yield a * scale
    yield b * scale
    for r in rest:
        yield r * scale
    for k in kw:
        yield len(k)


def dead(n):
    if n > 100:
        yield n
    print("dead body ran")


def with_gen(n):
    with Ctx():
        for i in range(n):
            yield i


def maybe(n):
    for i in range(n):
        last = i
        yield i
    if n > 0:
        yield last * 100


def entry_point(argv):
    b = Bag([1, 2, 3])
    for x in b:
        print(x)
    print(list(b), sum(b), sorted(b, reverse=True), any(b), all(b), any(Bag([])))
    print(list(Bag.upto(3)), list(Bag.named(2)))
    print(list(args_gen(1)), list(args_gen(1, 5, 7, 8, scale=10, extra=1)))
    print(list(dead(3)))
    print(list(with_gen(2)))
    print(list(maybe(3)), list(maybe(0)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
