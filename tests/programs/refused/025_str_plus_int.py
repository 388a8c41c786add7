# expect: unsupported operand types for +
# expect: 025_str_plus_int.py:8
"""Adding a str and an int."""


def entry_point(argv):
    n = len(argv)
    label = "count: " + n
    print(label)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
