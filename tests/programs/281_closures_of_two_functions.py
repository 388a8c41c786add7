"""Closures of two different functions meet in one list (each closure is an instance of a class of its own: the call chooses the function by the closure's class)."""


def make_adder(n):
    return lambda x: x + n


def make_multiplier(k):
    return lambda x: x * k


def entry_point(argv):
    fs = [make_adder(1), make_multiplier(2)]
    for f in fs:
        print(f(10))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
