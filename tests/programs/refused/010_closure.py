# expect: nested function 'add'
# expect: 010_closure.py:7
"""A nested function capturing a variable of its enclosing function."""


def make_adder(n):
    def add(x):
        return x + n
    return add


def entry_point(argv):
    print(make_adder(2)(3))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
