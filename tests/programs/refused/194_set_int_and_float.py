# expect: a set mixing nonneg int and float elements is not supported: CPython keeps each element's type
# expect: 194_set_int_and_float.py:18
# expect: & between elements of type nonneg int and float is not supported (a set's operands must hold elements of one type)
# expect: 194_set_int_and_float.py:13
"""Ints and floats in one set are refused (one representation would print 1 as 1.0, where
CPython keeps each element as it came), and so is an operator between a set of ints and
a set of floats."""


def intersect(n):
    ints = {n, 2}
    floats = {0.5, 1.5}
    return len(ints & floats)


def entry_point(argv):
    if len(argv) > 5:
        numbers = {len(argv), 2.5}
        print(numbers)
    else:
        print(intersect(len(argv)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
