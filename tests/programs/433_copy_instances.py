"""copy.copy() of instances of the program's classes: a new instance of the run-time class (a subclass through its base) sharing the field values (lists shared, as CPython), a class with __copy__ of its own called instead, an instance that may be None, a game state copied per move."""
import copy
import sys


class Pos:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.tags = []

    def __repr__(self):
        return "Pos(%d, %d, %r)" % (self.x, self.y, self.tags)


class Pos3(Pos):
    def __init__(self, x, y, z):
        Pos.__init__(self, x, y)
        self.z = z

    def __repr__(self):
        return "Pos3(%d, %d, %d, %r)" % (self.x, self.y, self.z, self.tags)


class Board:
    def __init__(self, cells):
        self.cells = cells
        self.moves = 0

    def __copy__(self):
        print("Board.__copy__")
        b = Board(self.cells[:])
        b.moves = self.moves
        return b


class State:
    def __init__(self, board, turn):
        self.board = board
        self.turn = turn
        self.score = 0.5

    def play(self, cell):
        nxt = copy.copy(self)
        nxt.board = self.board[:cell] + [self.turn] + self.board[cell + 1:]
        nxt.turn = 3 - self.turn
        nxt.score = self.score * 1.5
        return nxt


def entry_point(argv):
    a = Pos(1, 2)
    b = copy.copy(a)
    b.x = 10
    b.tags.append("shared")
    print(a, b, a is b, a.tags is b.tags)
    items = [Pos(1, 1), Pos3(2, 2, 2)]
    copies = [copy.copy(p) for p in items]
    for p in copies:
        p.y += 100
        print(p, type(p).__name__)
    print(items)
    board = Board([1, 2, 3])
    board.moves = 4
    other = copy.copy(board)
    other.cells[0] = 9
    print(board.cells, other.cells, other.moves)
    maybe = None
    if len(argv) > 10:
        maybe = Pos(0, 0)
    print(copy.copy(maybe))
    s = State([0] * 4, 1)
    for cell in range(4):
        s = s.play(cell)
        print(s.board, s.turn, s.score)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
