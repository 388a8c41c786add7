# A list of tuples of one known function each, concatenated with a list of other pairs:
# the result's items are pairs of function pointers, the left list's items have no
# run-time value (RPython's offspring would generalise both lists; rtfarm copies and
# cannot copy this one). The RTyper refuses it at the line of the `+`.
def inc(x):
    return x + 1


def dbl(x):
    return x * 2


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def entry_point(argv):
    pairs = [(inc, add)] * 2 + [(dbl, mul)]
    for p in pairs:
        print(p[0](3), p[1](2, 5))
    return 0
