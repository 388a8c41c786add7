# expect: which instances of Node may lack
# expect: 390_match_attribute_only_in_subclass.py:22
"""A class pattern reading an attribute that only a subclass sets: CPython's pattern fails on the other instances (AttributeError means no match), which a translated read cannot tell."""


class Node:
    pass


class Num(Node):
    def __init__(self, v):
        self.value = v


class Var(Node):
    def __init__(self, name):
        self.name = name


def value_of(n):
    match n:
        case Node(value=v):
            return v
        case _:
            return -1


def entry_point(argv):
    for n in [Num(5), Var("x")]:
        print(value_of(n))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
