# expect: a set mixing nonneg int and float elements is not supported: CPython keeps each element's type
# expect: 194_set_int_and_float.py:8
"""Ints and floats in one set are refused: one representation would print 1 as 1.0, where
CPython keeps each element as it came."""


def entry_point(argv):
    numbers = {len(argv), 2.5}
    print(numbers)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
