"""`raise` of something that is not an exception (a str, an int, a class or an instance
of a class that does not derive from BaseException) translates, and raises TypeError
only when the statement runs, as CPython does; the instance is still made first"""

import sys


MADE = [0]


class NotAnError:
    def __init__(self):
        MADE[0] += 1


def check(n):
    if n > 100:
        raise "bad"
    if n > 50:
        raise NotAnError()
    if n > 40:
        raise NotAnError
    if n > 30:
        raise 42
    return n


def entry_point(argv):
    print(check(3))
    for n in (35, 45, 60, 200, 7):
        try:
            print("returned", check(n))
        except TypeError as e:
            print(n, "TypeError:", e)
    print("instances made:", MADE[0])
    check(len(argv) + 33)
    print("not reached")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
