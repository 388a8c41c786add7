"""Functions in one variable whose own calls elsewhere pass other argument types (a str
where the table passes a char, an instance or None, a node of a subclass): every function
a call reaches through the variable takes the union of their parameters, as RPython's
normalizecalls does, so they share one signature"""
import sys


def length(s):
    return len(s)


def code_of(s):
    return ord(s[0])


def vowels(s):
    return sum(1 for c in s if c in "aeiou")


class Node(object):
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class Leaf(Node):
    pass


def count(node):
    n = 0
    while node is not None:
        n += 1
        node = node.next
    return n


def head_value(node):
    if node is None:
        return -1
    return node.value


def describe(node):
    return node.value * 10


def apply_all(funcs, arg):
    return [f(arg) for f in funcs]


def entry_point(argv):
    measures = [code_of, length, vowels]
    print([m("a") for m in measures])
    print([m("e") for m in measures])
    print(sorted(["ccc", "a", "bb"], key=length))
    print(vowels("education"))
    chain = Node(1, Node(2, Leaf(3)))
    walkers = [count, head_value]
    print(apply_all(walkers, chain))
    print(apply_all(walkers, None))
    print(count(Leaf(7)), head_value(chain.next))
    shown = describe if len(argv) > 5 else head_value
    print(shown(Leaf(9)))
    print(describe(chain))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
