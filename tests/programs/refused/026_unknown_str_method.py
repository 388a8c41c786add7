# expect: has no attribute 'reverse'
# expect: 026_unknown_str_method.py:8
"""Calling a method str does not have."""


def entry_point(argv):
    s = "hello"
    print(s.reverse())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
