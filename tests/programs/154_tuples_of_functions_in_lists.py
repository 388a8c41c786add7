"""Tuples of functions written as literals (each item one known function, no run-time
value) meeting tuples of other functions in a list: a list display, append, a repeated
one-item list, a comprehension, zip, nested tuples, a tuple of tuples iterated (a class
attribute and a local), unpacking in the loop header, ==, in and index (the tuples were
stored with NULL function pointers: AttributeError at run time)."""


def inc(x):
    return x + 1


def dbl(x):
    return x * 2


def neg(x):
    return -x


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def sub(a, b):
    return a - b


class Ops(object):
    table = ((inc, add), (dbl, mul), (neg, sub))


def entry_point(argv):
    n = len(argv)
    # The reported shape: a list display of tuples of single functions.
    pairs = [(inc, add), (dbl, mul)]
    for p in pairs:
        print(p[0](3), p[1](2, 5))
    # Unpacked in the loop header.
    for f, g in [(dbl, sub), (neg, add), (inc, mul)]:
        print("unpacked", f(4), g(4, 3))
    # Appended one by one, then a tuple made of a variable.
    grown = []
    grown.append((inc, add))
    grown.append((dbl, mul))
    h = neg
    if n > 3:
        h = inc
    grown.append((h, sub))
    for i in range(len(grown)):
        print("appended", i, grown[i][0](i + 1), grown[i][1](i, 7))
    # A repeated one-item list, extended with another pair.
    rep = [(neg, sub)] * 2
    rep.append((dbl, add))
    for p in rep:
        print("repeated", p[0](6), p[1](6, 2))
    # A comprehension and zip.
    comp = [(f, mul) for f in [inc, dbl, neg]]
    for p in comp:
        print("comprehension", p[0](5), p[1](5, 3))
    for f, g in zip([inc, neg], [sub, add]):
        print("zipped", f(10), g(10, 4))
    # Nested tuples: a pair of functions and a label.
    nested = [((inc, add), "first"), ((dbl, mul), "second"), ((neg, sub), "third")]
    for pair, label in nested:
        print("nested", label, pair[0](7), pair[1](7, 2))
    # Tuples of tuples: a class attribute and a local, iterated.
    for p in Ops.table:
        print("class table", p[0](8), p[1](8, 3))
    local = ((dbl, sub), (inc, mul))
    for p in local:
        print("local table", p[0](9), p[1](9, 2))
    print("picked", local[1][0](1), local[0][1](5, 1))
    # Comparisons: the same functions are equal, and found.
    print((inc, add) == pairs[0], (dbl, mul) in pairs, (neg, sub) in pairs)
    print("index", rep.index((dbl, add)), len(rep))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
