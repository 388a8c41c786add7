# expect: cannot unify
# expect: make_adder.<locals>.<lambda>
# expect: make_multiplier.<locals>.<lambda>
# expect: 207_closures_of_two_functions.py:19
"""Closures of two different functions meet in one list: each closure is an instance
of a class of its own, and bound methods of unrelated classes have no common
representation (RPython refuses them too)."""


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
