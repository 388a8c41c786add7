"""Set operators | & - ^ and the comparisons <= < >= > == != on sets and frozensets (mixed
too: the result has the left operand's type), the in-place |= &= -= ^= (in place on a
set, a new object for a frozenset), on sets small and large whose tables collide,
resize and hold deleted slots: every result printed in CPython's order."""


def describe(s):
    # A function taking sets and frozensets alike.
    return "%s len=%d" % (s, len(s))


def either(flag):
    # A set on one path, a frozenset on the other: one variable holds both.
    if flag:
        return {1, 2}
    return frozenset([3])


def table(n, step, mod):
    s = set()
    for i in range(n):
        s.add(i * step % mod)
    return s


def entry_point(argv):
    a = {1, 2, 3, 4, 9, 17, 33}
    b = {3, 4, 5, 6, 17, 65, 129}
    print(a | b)
    print(a & b)
    print(a - b, b - a)
    print(a ^ b, b ^ a)
    print(a <= b, a < b, a >= b, a > b, a == b, a != b)
    c = {3, 4}
    print(c <= a, c < a, a >= c, a > c, c == {4, 3}, c != {3, 4}, c < c, c <= c)
    fa = frozenset(a)
    fb = frozenset([3, 4, 5, 6, 17, 65, 129])
    print(fa | fb, fa & fb, fa - fb, fa ^ fb)
    print(a | fb, fa | b, a & fb, fa & b, a - fb, fa - b, a ^ fb, fa ^ b)
    print(fa == a, a == fa, fa != a, frozenset(c) <= a, c >= frozenset([3]))
    print(describe(a), describe(fa), describe(a - fb), describe(fa - b))
    # In place: the set itself changes (an alias sees it).
    d = {10, 20, 30}
    alias = d
    d |= {40, 50, 10}
    print(d, alias, d is alias)
    d &= {10, 20, 40, 99}
    print(d, alias)
    d -= {20}
    print(d, alias)
    d ^= {10, 77, 88}
    print(d, alias, d is alias)
    # A frozenset gets a new object: its other names keep the old one.
    f = frozenset([1, 2, 3])
    g = f
    f |= {4}
    print(f, g, f is g)
    f &= {1, 4}
    print(f, g)
    f -= {1}
    print(f, g)
    f ^= {9}
    print(f, g)
    # In place on a value that may be either: the run time decides.
    e1 = either(len(argv) > 5)
    e1 |= {7}
    e2 = either(len(argv) < 5)
    e3 = e2
    e2 |= {8}
    e2 -= {1}
    print(e1, e2, e3, e2 is e3, e1 == frozenset([3, 7]), frozenset() == set())
    # Self operations.
    e = {5, 6, 7}
    print(e | e, e & e, e - e, e ^ e)
    e ^= e
    print(e, len(e))
    e = {5, 6, 7}
    e -= e
    print(e)
    # Larger sets: collisions, resizes, deleted slots.
    x = table(60, 37, 1000)
    y = table(45, 53, 700)
    print(x)
    print(y)
    print(x | y)
    print(x & y)
    print(x - y)
    print(y - x)
    print(x ^ y)
    print(len(x | y), len(x & y), len(x - y), len(x ^ y))
    small = {x_item for x_item in x if x_item % 7 == 0}
    print(small, small <= x, small < x, x > small, x - small == x)
    big = x | y
    big -= small
    print(big)
    big &= y
    print(big)
    big ^= x
    print(big)
    neg = {-1, -2, -3, -(2 ** 61), 2 ** 61 - 1, 2 ** 61, 2 ** 62, -(2 ** 62)}
    print(neg, neg | {0, 1, 2})
    # Differences chosen so that CPython copies and then discards (left more than four
    # times the right) and so that it builds a new set: both orders.
    many = set(range(0, 400, 9))
    few = {9, 18, 27, 36, 45, 54, 63, 72, 81}
    print(many - few)
    print(few - many, few - {9})
    print(many - set(range(0, 400, 2)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
