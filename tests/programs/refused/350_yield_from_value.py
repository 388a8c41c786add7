# expect: the value of 'yield from' is not supported
# expect: 350_yield_from_value.py:13
"""The value of a `yield from` expression (the delegate's return value, carried by its
StopIteration): only `yield from` as a statement is supported."""


def inner():
    yield 1
    return 5


def outer():
    result = yield from inner()
    yield result


def entry_point(argv):
    print(list(outer()))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
