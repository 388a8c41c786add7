# expect: slice objects (slice(...)) are not supported: a slice has no run-time value here; write the bounds into the subscript, keeping them in variables (lst[start:stop], lst[start:stop:step])
# expect: 509_slice_object.py:8
import sys


def entry_point(argv):
    items = list(range(10))
    window = slice(2, 7, 2)
    print(items[window])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
