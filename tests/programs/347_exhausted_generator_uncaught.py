"""next() on an exhausted generator outside any try: the StopIteration is uncaught and the
program ends with exit status 1 after its earlier output."""


def two():
    yield 1
    yield 2


def entry_point(argv):
    g = two()
    print(next(g))
    print(next(g))
    print("one more")
    print(next(g))
    print("not reached")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
