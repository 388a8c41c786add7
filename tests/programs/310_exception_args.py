"""Exceptions made with 0, 1 and several arguments (builtin and user classes): str(e) and
repr(e) as CPython shows them (the argument's str, repr(args) for several, KeyError's repr
of one argument); e.args of the program's own exception classes (a tuple of any length
when the raises differ in count, indexed, iterated, compared, unpacked); type(e)(...)
making another of the run-time class; exceptions raised and caught through a base class"""

import sys


class AppError(Exception):
    pass


class ParseError(AppError):
    pass


class LimitError(AppError):
    pass


class Coded(Exception):
    pass


def fail(n):
    if n == 0:
        raise AppError()
    if n == 1:
        raise AppError("plain")
    if n == 2:
        raise ParseError("line", "7")
    if n == 3:
        raise LimitError("too", "many", "items")
    raise ParseError("it's \"quoted\"")


def coded(n):
    if n > 2:
        raise Coded(n, n * 10)
    raise Coded(n)


def entry_point(argv):
    for i in range(5):
        try:
            fail(i)
        except AppError as e:
            print(type(e).__name__, len(e.args), e.args, str(e), repr(e))
            print(e.args == ("plain",), e.args[:1], "|".join(e.args))
            for a in e.args:
                print("  ", a, len(a))
            if len(e.args) == 2:
                first, second = e.args
                print(first + second)
            again = type(e)("again", str(len(e.args)))
            print(repr(again), again.args, type(again) is type(e))
    for n in range(5):
        try:
            coded(n)
        except Coded as e:
            print(e.args, e.args[0] + 1, sum(e.args), str(e), repr(e))
    try:
        raise ValueError("a", 1, 2.5, None)
    except ValueError as e:
        print(str(e), repr(e))
    try:
        raise KeyError("k", 2)
    except KeyError as e:
        print(str(e), repr(e))
    try:
        raise KeyError("k")
    except KeyError as e:
        print(str(e), repr(e))
    try:
        raise RuntimeError(3, [1, 2], (4, "x"))
    except RuntimeError as e:
        print(str(e), repr(e))
    try:
        raise IndexError()
    except IndexError as e:
        print(str(e) == "", repr(e))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
