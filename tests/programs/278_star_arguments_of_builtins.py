"""Star arguments of builtins as programs write them: print(*items) with sep, end and file, print(a, *items), print(*str) and of an empty list; zip(*rows) to transpose a grid, over lists, strs and a reversed grid (rotation), consumed by loops, list() and comprehensions."""

import sys


def print_star():
    lst = [3, 1, 2]
    print(*lst)
    print(*lst, sep=", ")
    print("x", *lst, sep="-", end="!\n")
    words = ["a", "b"]
    print(*words, sep="")
    print(*[], sep=",")
    print(*(1.5, 2.5))
    squares = [i * i for i in range(4)]
    print("total:", *squares)
    print(*"abc", sep="|", file=sys.stderr)
    print(*lst, sep=None)


def zip_star():
    grid = [[1, 2, 3], [4, 5, 6]]
    print([list(r) for r in zip(*grid)])
    for col in zip(*grid):
        print(col, sum(col))
    words = ["abc", "de", "fgh"]
    print(list(zip(*words)))
    t = list(zip(*grid))
    print(t, len(t), t[0][1])
    rotated = [list(r) for r in zip(*grid[::-1])]
    print(rotated)


def entry_point(argv):
    print_star()
    zip_star()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
