"""GCBench (bench/gcbench/gcbench.py) at depth 10: the binary-tree benchmark of garbage
collectors by John Ellis, Pete Kovac and Hans Boehm, written from its public description.  A stretch tree two levels deeper
than the largest is built and dropped; a long-lived tree and a long-lived array of
floats stay alive throughout; then, for depths 4, 6, ... up to the largest, many
short-lived trees are built top-down (each node's children assigned after the node
exists: stores into older objects) and bottom-up (children first), as many trees of each
depth as make the same number of nodes.  Prints node counts and checks, no times.

Here at depth 10 so that the differential test stays quick; the classic run is 16.
"""
import sys


class Node(object):
    def __init__(self, left, right):
        self.left = left
        self.right = right
        self.i = 0
        self.j = 0


def tree_size(depth):
    """Nodes in a full binary tree of `depth` levels below the root."""
    return (1 << (depth + 1)) - 1


def populate(depth, node):
    """Top-down: the node exists before its children."""
    if depth <= 0:
        return
    depth -= 1
    node.left = Node(None, None)
    node.right = Node(None, None)
    populate(depth, node.left)
    populate(depth, node.right)


def make_tree(depth):
    """Bottom-up: the children exist before their parent."""
    if depth <= 0:
        return Node(None, None)
    return Node(make_tree(depth - 1), make_tree(depth - 1))


def count(node):
    if node is None:
        return 0
    return 1 + count(node.left) + count(node.right)


def time_construction(depth, stretch_depth):
    iterations = 2 * tree_size(stretch_depth) // tree_size(depth)
    made = 0
    for i in range(iterations):
        root = Node(None, None)
        populate(depth, root)
        made += count(root) if i == 0 else tree_size(depth)
    for i in range(iterations):
        root = make_tree(depth)
        made += count(root) if i == 0 else tree_size(depth)
    print("depth %d: %d trees top-down and %d bottom-up, %d nodes" % (
        depth, iterations, iterations, made))
    return made


def run(max_depth):
    stretch_depth = max_depth + 2
    long_lived_depth = max_depth
    array_size = 500000 if max_depth >= 16 else 1000 * max_depth
    min_depth = 4

    stretch = make_tree(stretch_depth)
    print("stretch tree of depth %d: %d nodes" % (stretch_depth, count(stretch)))
    stretch = None

    long_lived = Node(None, None)
    populate(long_lived_depth, long_lived)
    array = [0.0] * array_size
    for i in range(array_size // 2):
        array[i] = 1.0 / (i + 1)

    total = 0
    depth = min_depth
    while depth <= max_depth:
        total += time_construction(depth, stretch_depth)
        depth += 2

    if array[1000] != 1.0 / 1001:
        print("the long-lived array was damaged")
        return 1
    print("long-lived tree of depth %d: %d nodes; array %d, item 1000 %r" % (
        long_lived_depth, count(long_lived), len(array), array[1000]))
    print("nodes made: %d" % total)
    return 0


def entry_point(argv):
    max_depth = 10
    if len(argv) > 1:
        max_depth = int(argv[1])
    return run(max_depth)


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
