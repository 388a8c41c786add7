"""Frozen pre-built constants (_freeze_ returns True): strategy objects chosen at run time."""


class Operation:
    def __init__(self, name, symbol, unit):
        self.name = name
        self.symbol = symbol
        self.unit = unit

    def _freeze_(self):
        return True


ADD = Operation("add", "+", 0)
MUL = Operation("mul", "*", 1)
MAX = Operation("max", "max", -1000000)


def apply(op, a, b):
    if op is ADD:
        return a + b
    if op is MUL:
        return a * b
    return a if a > b else b


def fold(op, values):
    acc = op.unit
    for v in values:
        acc = apply(op, acc, v)
    return acc


def pick(name):
    if name == "add":
        return ADD
    if name == "mul":
        return MUL
    return MAX


def entry_point(argv):
    values = [3, 1, 4, 1, 5, 9, 2, 6]
    for name in ["add", "mul", "max"]:
        op = pick(name)
        print(op.name, op.symbol, fold(op, values))
    ops = [ADD, MUL, MAX]
    for op in ops:
        print("%s(7, 8) = %d" % (op.name, apply(op, 7, 8)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
