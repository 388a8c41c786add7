# expect: set() is not supported
# expect: 015_set_builtin.py:7
"""set() is refused too."""


def entry_point(argv):
    words = set(["a", "b", "a"])
    print(len(words))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
