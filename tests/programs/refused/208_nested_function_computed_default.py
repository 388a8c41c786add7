# expect: the default values of the nested function '<lambda>' are not constants
# expect: 208_nested_function_computed_default.py:9
"""The default value of a nested function computed when it is made (lambda i=i: ...)."""


def entry_point(argv):
    fs = []
    for i in range(3):
        fs.append(lambda i=i: i * 2)
    print([f() for f in fs])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
