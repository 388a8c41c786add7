"""Container special methods of user classes: a Matrix with __getitem__/__setitem__ on
tuple keys, __len__, __contains__, __bool__ through __len__, __iter__ returning
iter(self.rows); a Grid with int keys and __delitem__; a Stack with __bool__ used by
`if`, `while`, `not`, `and`/`or`, bool(); len() and `in` with the builtins' semantics"""

import sys


class Matrix:
    def __init__(self, rows, cols):
        self.nrows = rows
        self.ncols = cols
        self.data = [0.0] * (rows * cols)
        self.rows = []
        for i in range(rows):
            self.rows.append(i)

    def __getitem__(self, key):
        i, j = key
        return self.data[i * self.ncols + j]

    def __setitem__(self, key, value):
        i, j = key
        self.data[i * self.ncols + j] = value

    def __len__(self):
        return self.nrows

    def __contains__(self, value):
        for x in self.data:
            if x == value:
                return True
        return False

    def __iter__(self):
        return iter(self.rows)

    def __mul__(self, other):
        result = Matrix(self.nrows, other.ncols)
        for i in range(self.nrows):
            for j in range(other.ncols):
                total = 0.0
                for k in range(self.ncols):
                    total += self[i, k] * other[k, j]
                result[i, j] = total
        return result

    def show(self):
        for i in self:
            line = []
            for j in range(self.ncols):
                line.append(repr(self[i, j]))
            print(" ".join(line))


class Grid:
    def __init__(self, n):
        self.cells = {}
        self.n = n

    def __getitem__(self, index):
        return self.cells.get(index, ".")

    def __setitem__(self, index, value):
        if index < 0 or index >= self.n:
            raise IndexError("grid index out of range")
        self.cells[index] = value

    def __delitem__(self, index):
        del self.cells[index]

    def __len__(self):
        return len(self.cells)


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        return self.items.pop()

    def __bool__(self):
        return len(self.items) > 0


def entry_point(argv):
    m = Matrix(2, 3)
    print(len(m), bool(m), 0.0 in m, 5.0 in m)
    for i in range(2):
        for j in range(3):
            m[i, j] = i * 3 + j + 0.5
    m.show()
    print(m[1, 2], 5.5 in m, 9.0 in m, 9.0 not in m)
    ident = Matrix(3, 3)
    for i in range(3):
        ident[i, i] = 1.0
    ident[0, 2] = 2.0
    p = m * ident
    p.show()
    empty = Matrix(0, 4)
    print(len(empty), bool(empty), not empty)
    if empty:
        print("empty is true")
    else:
        print("empty is false")
    g = Grid(5)
    g[1] = "x"
    g[3] = "y"
    print(len(g), g[0], g[1], g[3], "".join([g[k] for k in range(5)]))
    del g[1]
    print(len(g), g[1])
    try:
        g[7] = "z"
    except IndexError as e:
        print("IndexError:", e)
    s = Stack()
    print(bool(s), not s, s and 1 or 2)
    for x in [3, 1, 4, 1, 5]:
        s.push(x)
    print(bool(s), not s)
    total = 0
    while s:
        total = total * 10 + s.pop()
    print(total, bool(s))
    if not s:
        print("drained")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
