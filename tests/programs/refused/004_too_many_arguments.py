# expect: takes 2 positional arguments but 3 were given
# expect: 004_too_many_arguments.py:11
"""A function is called with more arguments than it takes."""


def add(a, b):
    return a + b


def entry_point(argv):
    print(add(1, 2, 3))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
