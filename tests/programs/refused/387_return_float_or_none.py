# expect: the return value of 387_return_float_or_none.to_float gets float at 387_return_float_or_none.py:9 and None at 387_return_float_or_none.py:10
# expect: an int, a float or a bool is a machine value that cannot be None
"""A parser returning a float or None: a float cannot be None."""
import sys


def to_float(s):
    try:
        return float(s)
    except ValueError:
        return None


def entry_point(argv):
    print(to_float("1.5"), to_float("x"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
