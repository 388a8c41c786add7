# expect: can only assign an iterable, not nonneg int
# expect: 047_slice_assign_not_iterable.py:8
"""lst[a:b] = 5: CPython raises TypeError (can only assign an iterable)."""


def entry_point(argv):
    items = [1, 2, 3]
    items[0:1] = len(argv)
    print(items)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
