"""Prebuilt instances whose fields only ever hold one known function, class or
specialised function: such fields take no room in the object, and the prebuilt object is
still built (its other fields set) and its constant fields still read back"""

import sys
from rlib.objectmodel import specialize


@specialize.argtype(0)
def show(x):
    return "<" + str(x) + ">"


def greet(name):
    return "hello " + name


class Token:
    def __init__(self, text):
        self.text = text


class Config:
    def __init__(self, name):
        self.name = name
        self.formatter = show
        self.greeter = greet
        self.kind = Token
        self.count = 3


CONFIG = Config("main")


def entry_point(argv):
    c = CONFIG
    print(c.name, c.count, c.formatter is show, c.greeter is greet)
    print(c.greeter("world"), show(5), show("x"))
    t = c.kind("tok")
    print(t.text, isinstance(t, Token))
    c.count += 1
    print(CONFIG.count)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
