"""Exceptions raised by builtins: IndexError, KeyError, ZeroDivisionError, ValueError."""


def safe_index(lst, i):
    try:
        return lst[i]
    except IndexError:
        return -1


def safe_lookup(d, k):
    try:
        return d[k]
    except KeyError:
        return "<missing>"


def safe_div(a, b):
    try:
        return a // b
    except ZeroDivisionError:
        return 0


def safe_mod(a, b):
    try:
        return a % b
    except ZeroDivisionError:
        return -99


def safe_fdiv(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")


def safe_int(s):
    try:
        return int(s)
    except ValueError:
        return -1


def safe_float(s):
    try:
        return float(s)
    except ValueError:
        return -1.5


def entry_point(argv):
    lst = [10, 20, 30]
    print(safe_index(lst, 1), safe_index(lst, 10), safe_index(lst, -1), safe_index(lst, -4))
    d = {"a": "x"}
    print(safe_lookup(d, "a"), safe_lookup(d, "b"))
    print(safe_div(7, 2), safe_div(1, 0), safe_mod(7, 0), safe_mod(-7, 3))
    print(safe_fdiv(1.0, 4.0), safe_fdiv(1.0, 0.0))
    print(safe_int("42"), safe_int("x"), safe_int(""), safe_int("4.5"), safe_int(" -8 "))
    print(safe_float("2.5"), safe_float("abc"), safe_float("1e3"))
    s = "abc"
    try:
        print(s[5])
    except IndexError:
        print("string index out of range")
    empty = []
    try:
        empty.pop()
    except IndexError:
        print("pop from empty list")
    try:
        print(chr(65) + str(int("12a")))
    except ValueError:
        print("bad literal")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
