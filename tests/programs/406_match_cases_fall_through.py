"""Cases that all return an int, with no return after the match: CPython returns None for a value no case matches, so the function returns an int or None (refused before, when numbers could not be None); the sum of two such results unboxes them."""

class Node:
    pass


class Num(Node):
    def __init__(self, value):
        self.value = value


class Add(Node):
    def __init__(self, left, right):
        self.left = left
        self.right = right


def evaluate(node):
    match node:
        case Num(value=v):
            return v
        case Add(left=l, right=r):
            return evaluate(l) + evaluate(r)


def entry_point(argv):
    print(evaluate(Add(Num(1), Add(Num(2), Num(3)))))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
