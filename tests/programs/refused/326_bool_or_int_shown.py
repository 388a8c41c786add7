# expect: print() of list of nonneg int or bool: the int may also be a Python bool
# expect: 326_bool_or_int_shown.py:11
"""A list holding bools and ints, printed: CPython shows [True, 3], and the translated
list holds machine ints that no longer know which items were bools."""


def entry_point(argv):
    items = [True, 3]
    if len(argv) > 5:
        items.append(False)
    print(items)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
