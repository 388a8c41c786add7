# expect: cannot unify
# expect: 034_list_of_int_and_float_and_str.py:7
"""A list display mixing numbers and strings."""


def entry_point(argv):
    row = [1, 2.5, "three"]
    print(len(row))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
