"""An attribute read of None that the program does not guard: CPython prints what came
before, then ends with AttributeError (exit status 1). The translated program has no
check there (as RPython's has none); its memory fault is reported the same way: the
output so far, then the error, exit status 1."""


class Node:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node


def nth(node, n):
    for i in range(n):
        node = node.next
    return node.value


def entry_point(argv):
    chain = Node(1, Node(2, Node(3, None)))
    print(nth(chain, 0), nth(chain, 2))
    print("walking past the end")
    print(nth(chain, 3 + len(argv) - 1))
    print("not reached")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
