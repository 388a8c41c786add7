# expect: nested function 'helper'
# expect: 009_nested_function.py:7
"""A function defined inside another function."""


def entry_point(argv):
    def helper(x):
        return x + 1
    print(helper(1))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
