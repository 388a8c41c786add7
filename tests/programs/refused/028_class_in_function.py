# expect: class statement inside a function
# expect: 028_class_in_function.py:7
"""A class statement inside a function."""


def entry_point(argv):
    class Local:
        pass
    print(Local() is not None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
