"""Prebuilt object graphs of any depth: a linked list of 6,000 nodes and a tree of depth
3,000 built at import time are mirrored in a loop, not one C++ frame per link, and the
translated program walks them as CPython does"""

import sys


class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next


class Tree:
    def __init__(self, depth, left, right):
        self.depth = depth
        self.left = left
        self.right = right


def build_chain(n):
    head = None
    for i in range(n):
        head = Node(i * 3 % 7, head)
    return head


def build_spine(n):
    tree = None
    for i in range(n):
        tree = Tree(i, tree, Tree(-i, None, None))
    return tree


CHAIN = build_chain(6000)
SPINE = build_spine(3000)
SHARED = [CHAIN, CHAIN.next.next]


def entry_point(argv):
    total = 0
    count = 0
    node = CHAIN
    while node is not None:
        total += node.value
        count += 1
        node = node.next
    print(count, total)
    depth = 0
    leaves = 0
    t = SPINE
    while t is not None:
        depth += 1
        leaves += t.right.depth
        t = t.left
    print(depth, leaves)
    print(SHARED[0] is CHAIN, SHARED[1].value, SHARED[1] is CHAIN.next.next)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
