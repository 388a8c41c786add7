# expect: attribute 'x' of class
# expect: <cell x of entry_point
# expect: gets nonneg int
# expect: and str
"""A variable captured by a closure holds an int on one path and a str on another:
its cell cannot be typed."""


def entry_point(argv):
    x = 1
    show = lambda: x
    print(show())
    if len(argv) > 3:
        x = "many"
    print(show())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
