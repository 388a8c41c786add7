"""Container special methods of user classes: a Matrix with __getitem__/__setitem__ on
tuple keys, __len__, __contains__, __bool__ through __len__, __iter__ returning
iter(self.rows); a Grid with int keys and __delitem__; a Stack with __bool__ used by
`if`, `while`, `not`, `and`/`or`, bool(); len() and `in` with the builtins' semantics; __eq__, __hash__ and __lt__ raising inside a
dict lookup, list.index() and sorted(), caught by the caller"""

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


class Strict:
    """Methods that raise: the exception leaves the dict, list or sort that called them."""

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if self.v == 13 or other.v == 13:
            raise ValueError("unlucky %d" % self.v)
        return self.v == other.v

    def __hash__(self):
        return self.v % 4

    def __lt__(self, other):
        if other.v < 0:
            raise ValueError("negative %d" % other.v)
        return self.v < other.v


def strict_in_dict(d, k):
    return k in d


def strict_index(items, k):
    return items.index(k)


def strict_sorted_length(items):
    return len(sorted(items))


def strict_cases():
    d = {Strict(1): "a", Strict(5): "b"}
    for k in [5, 9, 13, 2]:
        try:
            print("in dict", k, strict_in_dict(d, Strict(k)))
        except ValueError as e:
            print("in dict", k, "ValueError:", e)
    items = [Strict(1), Strict(2), Strict(13)]
    for k in [2, 13, 7]:
        try:
            print("index", k, strict_index(items, Strict(k)))
        except ValueError as e:
            print("index", k, "ValueError:", e)
    for values in [[3, 1, 2], [3, -1], [-1, 3]]:
        try:
            print("sorted", strict_sorted_length([Strict(v) for v in values]))
        except ValueError as e:
            print("sorted ValueError:", e)


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
    strict_cases()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
