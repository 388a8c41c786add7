"""Slice bounds that may be None at run time (`xs[:limit]` with `limit=None`, an end
chosen as None or an int): the default bound for None, as CPython slices; lists, strs and
tuples of any length, with a constant step."""
import sys


def head(xs, limit=None):
    return xs[:limit]


def window(s, start=None, stop=None):
    return s[start:stop]


def every_other(xs, start=None):
    return xs[start::2]


def entry_point(argv):
    print(head([1, 2, 3], 2), head([1, 2, 3]), head([4, 5]))
    end = None
    if len(argv) > 3:
        end = 1
    print("abcdef"[1:end], window("abcdef", 2), window("abcdef", None, 3), window("abcdef", -2))
    print(every_other([0, 1, 2, 3, 4, 5]), every_other([0, 1, 2, 3, 4, 5], 1))
    t = tuple([9, 8, 7, 6])
    print(t[:end], t[end:] if end is not None else t[2:])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
