"""isinstance() dispatch over a class hierarchy, with narrowing to subclass attributes;
None and classes without subclasses."""


class Node:
    pass


class Num(Node):
    def __init__(self, value):
        self.value = value


class Add(Node):
    def __init__(self, left, right):
        self.left = left
        self.right = right


class Mul(Node):
    def __init__(self, left, right):
        self.left = left
        self.right = right


class Neg(Node):
    def __init__(self, operand):
        self.operand = operand


def evaluate(node):
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Add):
        return evaluate(node.left) + evaluate(node.right)
    if isinstance(node, Mul):
        return evaluate(node.left) * evaluate(node.right)
    if isinstance(node, Neg):
        return -evaluate(node.operand)
    return 0


def show(node):
    if isinstance(node, Num):
        return str(node.value)
    if isinstance(node, Add):
        return "(" + show(node.left) + " + " + show(node.right) + ")"
    if isinstance(node, Mul):
        return show(node.left) + " * " + show(node.right)
    if isinstance(node, Neg):
        return "-" + show(node.operand)
    return "?"


def entry_point(argv):
    expr = Mul(Add(Num(2), Num(3)), Neg(Add(Num(4), Mul(Num(5), Num(6)))))
    print(show(expr), "=", evaluate(expr))
    nodes = [Num(1), Add(Num(1), Num(2)), Neg(Num(3)), Node()]
    for n in nodes:
        print(isinstance(n, Node), isinstance(n, Num), isinstance(n, Add), show(n))
    print(isinstance(3, int), isinstance("s", str), isinstance(2.0, float))
    # None is an instance of no class: a leaf class (Num, one vtable comparison) or not.
    maybe = [Num(7), None, Neg(Num(1))]
    for m in maybe:
        print(isinstance(m, Num), isinstance(m, Neg), isinstance(m, Node))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
