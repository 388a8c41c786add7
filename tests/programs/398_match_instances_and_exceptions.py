"""match statement: sequence and mapping patterns against an instance subject (never match), recursive class patterns over a node hierarchy, tuples of a length known only at run time, class patterns on caught exceptions, lists and dicts that may be None."""

import sys


class Node:
    pass


class Leaf(Node):
    __match_args__ = ("value",)

    def __init__(self, value):
        self.value = value


class Pair(Node):
    __match_args__ = ("left", "right")

    def __init__(self, left, right):
        self.left = left
        self.right = right


def describe(n):
    match n:
        case [a]:
            return "a sequence?"
        case {"k": v}:
            return "a mapping?"
        case Leaf(v):
            return "leaf %d" % v
        case Pair(Leaf(a), Leaf(b)):
            return "pair of leaves %d %d" % (a, b)
        case Pair(l, r):
            return "pair (%s, %s)" % (describe(l), describe(r))
    return "node"


def var_tuple(items):
    t = tuple(items)
    match t:
        case ():
            return "empty tuple"
        case (a,):
            return "one %d" % a
        case (a, *rest):
            return "first %d then %d" % (a, len(rest))
    return "?"


def exc(e):
    match e:
        case KeyError():
            return "key error"
        case ValueError():
            return "value error " + str(e)
        case _:
            return "other"


def find(items, n):
    if n > 2:
        return None
    return items


def list_or_none(x):
    match x:
        case [a, *_]:
            return "list starting %d" % a
        case []:
            return "empty list"
        case None:
            return "none"
    return "?"


def dict_or_none(d):
    match d:
        case {"a": v}:
            return "a=%d" % v
        case None:
            return "no dict"
    return "other"


def lookup(d, n):
    if n > 1:
        return None
    return d


def entry_point(argv):
    print(describe(Leaf(1)))
    print(describe(Pair(Leaf(1), Leaf(2))))
    print(describe(Pair(Pair(Leaf(1), Leaf(2)), Leaf(3))))
    print(describe(Node()))
    for items in [[], [4], [5, 6, 7]]:
        print(var_tuple(items))
    for k in range(3):
        try:
            if k == 0:
                raise KeyError("k")
            elif k == 1:
                raise ValueError("bad")
            raise IndexError("i")
        except Exception as e:
            print(exc(e))
    for n in range(5):
        print(list_or_none(find([n, 2], n)), list_or_none(find([], n)))
        print(dict_or_none(lookup({"a": n}, n)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
