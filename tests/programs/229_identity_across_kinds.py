"""`is` and `is not` between values of different kinds (an exception instance and its class, an instance and a class, a function and an instance, a str and a list), which are never the same object, and a class or None held in one variable (type(e) meeting None)."""

import sys


class Shape(object):
    def __init__(self, name):
        self.name = name


class Square(Shape):
    pass


def area(s):
    return len(s.name)


def classify(cls):
    if cls is None:
        return "no class"
    if cls is KeyError:
        return "KeyError exactly"
    if cls is ValueError:
        return "ValueError exactly"
    return "other: " + cls.__name__


def failing(n):
    if n == 0:
        raise KeyError("k")
    if n == 1:
        raise ValueError("v")
    if n == 2:
        raise IndexError("i")
    return n


def last_error_class(n):
    cls = None
    try:
        failing(n)
    except Exception as e:
        print("instance is its class:", e is type(e), e is KeyError, e is not ValueError)
        cls = type(e)
    return cls


def entry_point(argv):
    s = Square("sq")
    print(s is Square, s is not Square, s is Shape)
    print(type(s) is Square, type(s) is Shape, s.__class__ is Square)
    f = area
    print(f is area, f(s))
    words = ["a", "b"]
    text = "ab"
    maybe_shape = None
    if len(argv) > 5:
        maybe_shape = s
    print(maybe_shape is None, maybe_shape is not None)
    for n in range(4):
        cls = last_error_class(n)
        print(n, classify(cls), cls is None)
    print(words is not None, text is not None, len(words) == len(text))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
