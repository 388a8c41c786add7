# expect: missing required argument 'factor'
# expect: 005_missing_argument.py:11
"""A function is called without one of its required arguments."""


def scale(value, factor):
    return value * factor


def entry_point(argv):
    print(scale(10))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
