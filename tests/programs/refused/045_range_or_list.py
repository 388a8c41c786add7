# expect: gets range list of nonneg int at 045_range_or_list.py:9 and list of nonneg int at 045_range_or_list.py:11
# expect: 045_range_or_list.py:9
"""A variable that is a range on one path and a list on the other: CPython prints and
compares them differently (range(0, 3) against [0, 1, 2]), so they cannot be one type."""


def entry_point(argv):
    if len(argv) > 1:
        items = range(3)
    else:
        items = [0, 1, 2]
    print(items)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
