"""Everyday idioms of programs written by other people: __slots__ classes, startswith/endswith with a tuple of affixes, map(int, ...) unpacking, join of map(str, ...), sorted(set(...)), setdefault(...).append, nested comprehensions, augmented operators, numeric literals, str methods and formatting."""

import sys

WIDTH = 4

class Cell:
    __slots__ = ("x", "y", "alive")
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.alive = False

def transpose(grid):
    return [[row[i] for row in grid] for i in range(len(grid[0]))]

def entry_point(argv):
    grid = [[1, 2, 3], [4, 5, 6]]
    print(transpose(grid))
    print(" ".join(map(str, [1, 2, 3])))
    nums = [int(x) for x in "3 4 5".split()]
    a, b, c = map(int, "7 8 9".split())
    print(nums, a + b + c)
    print(sorted(set([3, 1, 3, 2])))
    cells = [Cell(i, i * 2) for i in range(3)]
    print(sum(cell.y for cell in cells), [c.x for c in cells if c.y > 1])
    for i, row in enumerate(reversed(grid)):
        print(i, row)
    print(WIDTH * "-=", "abc" * 2)
    s = "Hello, World"
    print(s.lower().count("l"), s.replace("l", "L", 1), s.partition(", "), s.rsplit(" ", 1))
    print(s[::-1], s.find("World"), s.startswith(("He", "x")), s.endswith("d"))
    for name in ["main.py", "notes.txt", "README", "x.c"]:
        print(name, name.endswith((".py", ".c")), name.startswith(("R", "n", "q")))
    print(str(True), int(True), 7 / 2, 7 // 2, -7 // 2, 2 ** -1, abs(-3.5))
    print(max([1, 5, 3]), min(4, 2, 8), sum([0.1] * 10, 0.0))
    x = 5
    x //= 2
    x **= 3
    x <<= 1
    print(x, 1_000_000, 0o17, 0x1F, 0b101)
    pairs = [(1, 'b'), (1, 'a'), (0, 'z')]
    pairs.sort()
    print(pairs, pairs[0][1])
    matrix = [[0 for _ in range(3)] for _ in range(2)]
    matrix[1][2] = 9
    print(matrix, len(matrix[0]))
    print(list(range(10, 0, -3)), [i * i for i in range(5) if i % 2 == 0])
    d = {}
    d.setdefault("k", []).append(1)
    print(d, list(d.items()), {k: len(v) for k, v in d.items()})
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))

