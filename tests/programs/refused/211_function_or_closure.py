# expect: variable 'f' of 211_function_or_closure.entry_point gets 211_function_or_closure.double
# expect: <closure entry_point.<locals>.<lambda>
# expect: 211_function_or_closure.py:13
"""A module-level function and a closure meet in one variable."""


def double(x):
    return x * 2


def entry_point(argv):
    k = len(argv)
    f = double if k > 3 else (lambda x: x + k)
    print(f(5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
