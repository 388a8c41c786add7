"""Deep recursion while allocating: every frame holds objects that must survive the
collections its callees cause (the shadow stack is deep)."""


class Cell(object):
    def __init__(self, value, parent):
        self.value = value
        self.parent = parent


def descend(depth, parent):
    here = Cell(depth, parent)
    text = "d%d" % depth
    pieces = [text, str(depth * 2)]
    if depth == 0:
        s = 0
        c = here
        while c is not None:
            s += c.value
            c = c.parent
        return s
    below = descend(depth - 1, here)
    return below + len(pieces[0]) + here.value - depth


def fib_list(n):
    if n < 2:
        return [n]
    a = fib_list(n - 1)
    b = fib_list(n - 2)
    return [a[0] + b[0]] + a[:3]


def entry_point(argv):
    x = 0
    for r in range(20):
        x = descend(900, None)
    print(x)
    print(fib_list(22))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
