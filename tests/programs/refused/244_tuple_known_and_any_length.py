# expect: variable 't' of 244_tuple_known_and_any_length.entry_point gets tuple(
# expect: and tuple (of any length) of str
# expect: 244_tuple_known_and_any_length.py:12
"""A variable holding a tuple of known length on one path and tuple() of a list (a tuple
of any length) on the other: the two representations are not unified (build both with
tuple() to get one)."""


def entry_point(argv):
    t = ("a", "b")
    if len(argv) > 1:
        t = tuple(argv)
    print(t)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
