"""A missing key of a dict or set keyed by instances: its KeyError shows repr(key) as
CPython's does (the class's __repr__, a tuple of instances), also through dict.pop, del
and set.remove; a key whose __repr__ raises still raises KeyError."""

import sys


class Cell:
    def __init__(self, row, col):
        self.row = row
        self.col = col

    def __eq__(self, other):
        return self.row == other.row and self.col == other.col

    def __hash__(self):
        return self.row * 31 + self.col

    def __repr__(self):
        return "Cell(%d, %d)" % (self.row, self.col)


class Shy:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __hash__(self):
        return self.n

    def __repr__(self):
        raise ValueError("no repr for %d" % self.n)


def entry_point(argv):
    board = {Cell(0, 0): "x", Cell(1, 2): "o"}
    print(board[Cell(1, 2)])
    for probe in [Cell(0, 0), Cell(5, 5)]:
        try:
            print("found", board[probe])
        except KeyError as e:
            print("missing", e, repr(e))
    try:
        board.pop(Cell(9, 9))
    except KeyError as e:
        print("pop", e)
    try:
        del board[Cell(8, 8)]
    except KeyError as e:
        print("del", e)
    seen = {Cell(1, 1)}
    try:
        seen.remove(Cell(2, 2))
    except KeyError as e:
        print("remove", e)
    pairs = {(Cell(0, 1), 1): "a"}
    try:
        print(pairs[(Cell(0, 2), 2)])
    except KeyError as e:
        print("tuple", e)
    shy = {Shy(1): 1}
    try:
        print(shy[Shy(2)])
    except KeyError:
        print("shy key missing")
    print(shy[Shy(1)], len(board), len(seen))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
