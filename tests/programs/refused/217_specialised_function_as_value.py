# expect: the function 217_specialised_function_as_value.show has 2 specialisations and cannot be used as a value
# expect: 217_specialised_function_as_value.py:26
"""A function with several specialisations (one graph per argument type) has no single
address, so it cannot be stored or compared as a value."""

import sys
from rlib.objectmodel import specialize


@specialize.argtype(0)
def show(x):
    return "<" + str(x) + ">"


def plain(x):
    return "[" + str(x) + "]"


class Box:
    def __init__(self, f):
        self.fmt = f


def entry_point(argv):
    print(show(1), show("a"))
    b = Box(show)
    if len(argv) > 3:
        b = Box(plain)
    print(b.fmt is show)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
