# expect: 'range' object does not support item assignment: use list(range(...))
# expect: 044_range_item_assignment.py:8
"""Item assignment to a range: CPython raises TypeError."""


def entry_point(argv):
    r = range(4)
    r[0] = len(argv)
    print(r[0])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
