# expect: deleting attributes is not supported
# expect: 033_delattr.py:13
"""Deleting an attribute."""


class Thing:
    def __init__(self):
        self.v = 1


def entry_point(argv):
    t = Thing()
    del t.v
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
