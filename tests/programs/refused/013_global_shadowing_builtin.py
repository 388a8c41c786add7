# expect: the global 'max' is unbound at import or deleted, and shadows a builtin
# expect: 013_global_shadowing_builtin.py:14
"""A global assigned by a function, unbound at import, whose name is a builtin: CPython
reads the builtin until the first assignment; refused."""


def configure(limit):
    global max
    max = limit


def entry_point(argv):
    configure(3)
    print(max)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
