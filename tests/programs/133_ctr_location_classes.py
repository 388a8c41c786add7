"""specialize:ctr_location: a container class instantiated at several places gets one
class per place when translated, so that one site holds ints and another strs; methods,
isinstance() and __repr__ work on every site's copy. CPython ignores the hint."""

from rlib.objectmodel import specialize


class Stack:
    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self):
        self.items = []
        self.pushes = 0

    def push(self, value):
        self.items.append(value)
        self.pushes += 1

    def pop(self):
        return self.items.pop()

    def top(self):
        return self.items[-1]

    def size(self):
        return len(self.items)

    def __repr__(self):
        return "Stack(%d items, %d pushes)" % (len(self.items), self.pushes)


@specialize.ctr_location()
class Cell:
    def __init__(self, value):
        self.value = value

    def get(self):
        return self.value

    def put(self, value):
        old = self.value
        self.value = value
        return old


def make_cell(n):
    # One site, whatever the caller: every cell made here holds an int.
    return Cell(n * 2)


def entry_point(argv):
    ints = Stack()
    for i in range(5):
        ints.push(i * i)
    words = Stack()
    for w in ["alpha", "beta", "gamma"]:
        words.push(w)
    print(ints.top() + 1, words.top().upper(), ints.size(), words.size())
    total = 0
    while ints.size() > 0:
        total += ints.pop()
    joined = ""
    while words.size() > 0:
        joined += words.pop() + ";"
    print(total, joined)
    print(repr(ints), str(words))
    print(isinstance(ints, Stack), isinstance(words, Stack), isinstance(ints, Cell))
    c = Cell(3.5)
    s = Cell("x")
    print(c.get() * 2, s.get() + "y", c.put(1.25), s.put("z"), c.get(), s.get())
    a = make_cell(4)
    b = make_cell(len(argv))
    print(a.get() + b.get(), a.put(7), a.get())
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
