# expect: isinstance() with float of float or int: the float may also be a Python int
# expect: 328_isinstance_of_int_or_float.py:15
"""isinstance() of a value that is an int on one path and a float on the other: the
answer depends on the run-time type, which the translated double does not keep."""


def measure(n):
    if n > 2:
        return n
    return n / 2


def entry_point(argv):
    value = measure(len(argv))
    if isinstance(value, float):
        return 1
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
