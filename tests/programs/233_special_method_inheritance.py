"""Special methods inherited from base classes and overridden in subclasses (dispatched
through the vtable): a Shape hierarchy ordered by area with __lt__ in the base, __eq__
and __hash__ in the base used by dicts and sets with subclass instances (CPython asks the
right operand first when its class is a proper subclass: the operands are exchanged at
run time), __add__ overridden in a subclass, __len__/__getitem__ inherited, __call__ on
callable objects (a counter, an affine function, a base with an overriding subclass)"""

import sys


class Shape:
    def __init__(self, name, size):
        self.name = name
        self.size = size

    def area(self):
        return self.size * self.size

    def __lt__(self, other):
        return self.area() < other.area()

    def __eq__(self, other):
        print("  eq", self.name, other.name)
        return self.area() == other.area()

    def __hash__(self):
        return self.area()

    def __add__(self, other):
        return Shape(self.name + "+" + other.name, self.size + other.size)

    def __len__(self):
        return len(self.name)

    def __getitem__(self, i):
        return self.name[i]

    def __repr__(self):
        return "%s(%d)" % (self.name, self.area())


class Rect(Shape):
    def __init__(self, name, w, h):
        Shape.__init__(self, name, w)
        self.h = h

    def area(self):
        return self.size * self.h

    def __add__(self, other):
        return Rect(self.name + "&" + other.name, self.size + other.size, self.h)


class Tri(Shape):
    def area(self):
        return self.size * self.size // 2


class Counter:
    def __init__(self):
        self.calls = 0

    def __call__(self, step):
        self.calls += step
        return self.calls


class Affine:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def __call__(self, x):
        return self.a * x + self.b


class Op:
    def __call__(self, x, y):
        return x + y


class Sub(Op):
    def __call__(self, x, y):
        return x - y


def apply_all(ops, x, y):
    return [op(x, y) for op in ops]


def entry_point(argv):
    shapes = [Shape("sq", 3), Rect("re", 2, 5), Tri("tr", 4), Shape("big", 5), Rect("th", 1, 9)]
    print(shapes)
    print(sorted(shapes))
    print(min(shapes), max(shapes))
    print(shapes[0] < shapes[1], shapes[1] < shapes[0], shapes[2] > shapes[4])
    print(shapes[0] + shapes[2], shapes[1] + shapes[0], shapes[1] + shapes[4])
    print(len(shapes[3]), shapes[3][0], shapes[1][-1])
    print("compare base with base:")
    print(shapes[0] == Shape("other", 3))
    print("compare base with subclass (subclass first):")
    print(shapes[0] == shapes[4], shapes[0] != shapes[4])
    print("compare subclass with base:")
    print(shapes[4] == shapes[0])
    print("compare subclass with sibling:")
    print(shapes[1] == shapes[4])
    print("dict:")
    by_shape = {}
    for s in shapes:
        by_shape[s] = s.name
    print(by_shape)
    print(by_shape[Rect("r", 3, 3)], Tri("t", 6) in by_shape, Shape("x", 2) in by_shape)
    c = Counter()
    print(c(1), c(2), c(10), c.calls)
    f = Affine(3, -1)
    print(f(0), f(5), [f(x) for x in range(4)])
    print(apply_all([Op(), Sub(), Op()], 10, 4))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
