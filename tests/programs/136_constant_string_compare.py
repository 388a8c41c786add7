"""Comparisons of string constants, which the back-end folds once inlining and constant
diffusion put two constants in one operation: byte order of UTF-8 (code point order),
prefixes, the empty string, equal strings, and a constant carried around a loop."""


def less(a, b):
    return a < b


def at_most(a, b):
    return a <= b


def same(a, b):
    return a == b


def greater(a, b):
    return a > b


def order(a, b):
    return "%s %s %s %s %s %s" % (a < b, a <= b, a == b, a != b, a > b, a >= b)


def pick(flag):
    if flag:
        return "DHRYSTONE PROGRAM, 1'ST STRING"
    return "DHRYSTONE PROGRAM, 2'ND STRING"


def count_greater(first, second, rounds):
    n = 0
    for i in range(rounds):
        if first > second:
            n += 1
        if second > first:
            n += 2
    return n


def entry_point(argv):
    print(order("abc", "abd"))
    print(order("ab", "abc"))
    print(order("", "a"))
    print(order("same", "same"))
    print(order("\u00e9t\u00e9", "zebra"))
    print(order("\u20ac", "\U0001f600"))
    print(order("Z", "a"))
    print(order(pick(True), pick(False)))
    print(count_greater("DHRYSTONE PROGRAM, 1'ST STRING", "DHRYSTONE PROGRAM, 2'ND STRING", 5))
    # Small helpers are inlined: each comparison below is of two constants.
    print(less("abc", "abd"), less("abd", "abc"), less("ab", "abc"), less("", ""))
    print(at_most("x", "x"), at_most("\u00e9", "e"), at_most("e", "\u00e9"))
    print(same("", ""), same("a", "b"), same("\u20ac", "\u20ac"), same("ab", "abc"))
    print(greater("\U0001f600", "\uffff"), greater("b", "ab"), greater("a", "a"))
    maybe = None
    if len(argv) > 3:
        maybe = "x"
    print(maybe == "x", maybe is None)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
