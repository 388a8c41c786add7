# expect: a map() object used as a value
# expect: 209_map_object_returned.py:8
"""A map() object returned from a function: it stays lazy only in the frame that
made it (for loops, unpacking, and builtins that read it whole)."""


def squares(xs):
    return map(lambda x: x * x, xs)


def entry_point(argv):
    print(list(squares([1, 2, 3])))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
