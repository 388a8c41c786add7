class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0.0


class Square(Shape):
    def __init__(self, side):
        Shape.__init__(self, "square")
        self.side = side

    def area(self):
        return self.side * self.side


def total(shapes):
    t = 0.0
    for s in shapes:
        t += s.area()
    return t


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def entry_point(argv):
    shapes = [Square(3), Shape("dot")]
    d = {}
    d["a"] = 1
    x = d.get("a", 0)
    print(total(shapes), fib(10), x, len(argv))
    return 0
