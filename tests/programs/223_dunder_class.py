"""x.__class__ of instances (read, compared with `is` and `==`, passed around, its
__name__, used for type dispatch in a dict keyed by class) and type(x).__name__, as
interpreters written for RPython use them"""

import sys


class W_Root:
    def describe(self):
        return "root"


class W_Int(W_Root):
    def __init__(self, v):
        self.v = v

    def describe(self):
        return "int %d" % self.v


class W_Str(W_Root):
    def __init__(self, s):
        self.s = s


class W_Float(W_Int):
    pass


def same_kind(a, b):
    return a.__class__ is b.__class__


def kind_name(w):
    return w.__class__.__name__


HANDLERS = {W_Int: "integer", W_Str: "string", W_Float: "float"}


def entry_point(argv):
    items = [W_Int(1), W_Str("a"), W_Int(2), W_Float(3)]
    for x in items:
        print(x.__class__ is W_Int, x.__class__ == W_Str, kind_name(x), type(x).__name__)
    print(same_kind(items[0], items[2]), same_kind(items[0], items[1]),
          same_kind(items[0], items[3]))
    k = items[1].__class__
    print(k is W_Str, k is W_Int, k.__name__)
    for x in items:
        print(HANDLERS[x.__class__], x.describe())
    counts = {}
    for x in items:
        cls = x.__class__
        counts[cls] = counts.get(cls, 0) + 1
    print(counts[W_Int], counts[W_Str], counts[W_Float])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
