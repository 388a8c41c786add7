"""binary-trees (Computer Language Benchmarks Game): allocate and walk many perfect binary
trees (a stretch tree, a long-lived tree, and trees of growing depth).
Usage: binarytrees.py N."""


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make(depth):
    if depth == 0:
        return Node(None, None)
    return Node(make(depth - 1), make(depth - 1))


def check(node):
    if node.left is None:
        return 1
    return 1 + check(node.left) + check(node.right)


def entry_point(argv):
    n = 10
    if len(argv) > 1:
        n = int(argv[1])
    min_depth = 4
    max_depth = max(min_depth + 2, n)
    stretch = max_depth + 1
    print("stretch tree of depth %d\t check: %d" % (stretch, check(make(stretch))))
    long_lived = make(max_depth)
    depth = min_depth
    while depth <= max_depth:
        iterations = 1 << (max_depth - depth + min_depth)
        total = 0
        for i in range(iterations):
            total += check(make(depth))
        print("%d\t trees of depth %d\t check: %d" % (iterations, depth, total))
        depth += 2
    print("long lived tree of depth %d\t check: %d" % (max_depth, check(long_lived)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
