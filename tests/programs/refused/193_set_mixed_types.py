# expect: a set mixing nonneg int and char elements is not supported (a set holds elements of one type)
# expect: 193_set_mixed_types.py:7
"""A set holds elements of one type: ints and strs together are refused."""


def entry_point(argv):
    mixed = {1, "a", len(argv)}
    print(len(mixed))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
