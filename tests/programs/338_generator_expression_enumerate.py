"""Generator expressions consumed lazily (formerly refused): enumerate() and zip() over
one, a for loop over one kept in a variable, next() on one, one passed to a function of
the program; the side effects of the items interleave with the consumer as in CPython."""


def noisy(x):
    print("computing", x)
    return x * x


def total(items):
    result = 0
    for item in items:
        print("adding", item)
        result += item
    return result


def entry_point(argv):
    for i, square in enumerate(x * x for x in range(10)):
        print(i, square)
    for i, square in enumerate(noisy(x) for x in range(3)):
        print("item", i, square)
    pairs = zip("abc", (noisy(x) for x in range(100)))
    for letter, value in pairs:
        print(letter, value)
    g = (noisy(x) for x in [4, 5, 6])
    print("first", next(g))
    for rest in g:
        print("rest", rest)
    print(next(g, -1))
    print(total(x + 1 for x in range(4)))
    offset = 10
    print(total(x + offset for x in [1, 2]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
