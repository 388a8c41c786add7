"""A parser returning a float or None (refused before numbers could be None: refused/387), shown and tested."""
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
