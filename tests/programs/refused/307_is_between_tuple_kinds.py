# expect: 'is' between a tuple of any length and a tuple is not supported (compare with ==)
# expect: 307_is_between_tuple_kinds.py:11
"""`is` between a tuple of any length and a tuple of known length: a fixed tuple flowing
into a tuple of any length is a copy, so CPython's identity of constant tuples is not kept."""


def entry_point(argv):
    t = ("a", "b")
    if len(argv) > 5:
        t = tuple(argv)
    print(t is ("a", "b"))
    return 0
if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
