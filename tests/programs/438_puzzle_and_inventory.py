"""A sliding-puzzle and inventory program in the style real programs are written in: namedtuple states as dict keys and in a BFS queue, typing.NamedTuple records sorted with itemgetter/attrgetter, a board class copied with copy.deepcopy for look-ahead, rendering through str.translate."""
import copy
import sys
from collections import deque, namedtuple
from operator import attrgetter, itemgetter
from typing import NamedTuple

State = namedtuple("State", ["tiles", "blank", "moves"])
Move = namedtuple("Move", "dr dc name")
MOVES = [Move(-1, 0, "U"), Move(1, 0, "D"), Move(0, -1, "L"), Move(0, 1, "R")]
RENDER = str.maketrans("012345678", ".12345678")


class Product(NamedTuple):
    name: str
    price: float
    stock: int = 0

    def value(self):
        return self.price * self.stock


class Board:
    def __init__(self, size):
        self.size = size
        self.cells = [[0] * size for _ in range(size)]
        self.history = []

    def place(self, r, c, v):
        self.cells[r][c] = v
        self.history.append((r, c, v))

    def score(self):
        total = 0
        for r in range(self.size):
            for c in range(self.size):
                total += self.cells[r][c] * (r + 1) * (c + 1)
        return total


def neighbours(state, width):
    r, c = divmod(state.blank, width)
    for m in MOVES:
        nr, nc = r + m.dr, c + m.dc
        if 0 <= nr < width and 0 <= nc < width:
            tiles = list(state.tiles)
            k = nr * width + nc
            tiles[state.blank], tiles[k] = tiles[k], tiles[state.blank]
            yield State(tuple(tiles), k, state.moves + m.name)


def solve(start, goal, width):
    seen = {start.tiles: start}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state.tiles == goal:
            return state
        for nxt in neighbours(state, width):
            if nxt.tiles not in seen:
                seen[nxt.tiles] = nxt
                queue.append(nxt)
    return None


def show(tiles, width):
    text = "".join(str(t) for t in tiles)
    for i in range(0, len(text), width):
        print(text[i:i + width].translate(RENDER))


def entry_point(argv):
    width = 3
    start = State((1, 2, 3, 4, 0, 5, 7, 8, 6), 4, "")
    goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    show(start.tiles, width)
    found = solve(start, goal, width)
    if found is not None:
        print("solved in", len(found.moves), "moves:", found.moves)
        show(found.tiles, width)
        print(found._replace(moves="").blank)
    stock = [Product("bolt", 0.25, 400), Product("gear", 3.5, 12), Product("nut", 0.1, 1000),
             Product("axle", 12.0), Product("belt", 7.75, 3)]
    for p in sorted(stock, key=attrgetter("price"), reverse=True):
        print("%-5s %6.2f %5d %8.2f" % (p.name, p.price, p.stock, p.value()))
    pairs = [(p.name, p.stock) for p in stock]
    print(sorted(pairs, key=itemgetter(1)))
    print(max(stock, key=Product.value))
    board = Board(3)
    board.place(0, 0, 5)
    best = None
    best_score = -1
    for r in range(3):
        for c in range(3):
            trial = copy.deepcopy(board)
            trial.place(r, c, 9)
            s = trial.score()
            if s > best_score:
                best, best_score = trial, s
    print(best_score, best.history, board.history, board.cells)
    shallow = copy.copy(board)
    shallow.place(2, 2, 1)
    print(board.history is shallow.history, len(board.history))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
