# expect: unsupported operand types for +: range and list of nonneg int
# expect: 046_range_plus_list.py:7
"""range + list: CPython raises TypeError (a range has no + or *)."""


def entry_point(argv):
    both = range(len(argv)) + [9]
    print(both)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
