"""Binary trees built bottom-up and checked (the binary-trees benchmark, small): deep
trees made of many short-lived nodes, with one long-lived tree kept across all."""


class Tree(object):
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make(depth):
    if depth == 0:
        return Tree(None, None)
    return Tree(make(depth - 1), make(depth - 1))


def check(t):
    if t.left is None:
        return 1
    return 1 + check(t.left) + check(t.right)


def deep(n):
    # a degenerate tree: a path of n nodes
    t = Tree(None, None)
    for i in range(n):
        t = Tree(t, None) if i % 2 == 0 else Tree(None, t)
    return t


def depth_of(t):
    d = 0
    while t is not None:
        d += 1
        t = t.left if t.left is not None else t.right
    return d


def entry_point(argv):
    max_depth = 14
    long_lived = make(max_depth)
    d = 4
    while d <= max_depth:
        iterations = 1 << (max_depth - d + 4)
        chk = 0
        for i in range(iterations):
            chk += check(make(d))
        print(iterations, "trees of depth", d, "check", chk)
        d += 2
    print("long lived tree of depth", max_depth, "check", check(long_lived))
    print("path depth", depth_of(deep(50000)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
