# expect: variable 'x' of 001_int_then_str.entry_point
"""A variable holds an int on one path and a str on the other, then both paths meet."""


def entry_point(argv):
    if len(argv) > 2:
        x = len(argv)
    else:
        x = "no arguments"
    print(x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
