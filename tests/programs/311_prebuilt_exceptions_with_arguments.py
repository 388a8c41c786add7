"""Pre-built exception instances of the program's classes made with arguments (module
globals, in a dict, with 0, 1 and several arguments, with an attribute of their own):
raised, caught, compared by identity, str(e), repr(e) and e.args as CPython shows them,
raised again; the last one escapes (the exit status and message of an uncaught
exception)"""

import sys


class Failed(Exception):
    pass


class Other(Failed):
    pass


class WithCode(Exception):
    pass


FAILED = Failed("prebuilt message")
TWO = Other("a", "b")
NONE = Failed()
TABLE = {"x": Failed("from table"), "y": Other("4", "2", "!")}
CODED = WithCode("code", 7)
CODED.detail = "extra"


def pick(n):
    if n == 0:
        return FAILED
    if n == 1:
        return TWO
    if n == 2:
        return NONE
    if n == 3:
        return TABLE["x"]
    return TABLE["y"]


def entry_point(argv):
    for i in range(5):
        try:
            raise pick(i)
        except Failed as e:
            print(str(e), repr(e), e is pick(i), e is FAILED, type(e).__name__)
            print(e.args, len(e.args))
    try:
        raise Other("made", "here")
    except Failed as e:
        print(str(e), repr(e), e.args)
    try:
        raise CODED
    except WithCode as e:
        print(str(e), repr(e), e.detail)
    try:
        try:
            raise FAILED
        except Failed as e:
            print("again:", e)
            raise
    except Exception as e:
        print("outer:", str(e), e is FAILED)
    raise FAILED


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
