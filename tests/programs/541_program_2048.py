"""2048 played by a greedy bot with a seeded random generator."""
import random

SIZE = 4


class Board:
    def __init__(self, rng):
        self.rng = rng
        self.cells = [[0] * SIZE for _ in range(SIZE)]
        self.score = 0
        self.moves = 0
        self.add_tile()
        self.add_tile()

    def empty_cells(self):
        return [(r, c) for r in range(SIZE) for c in range(SIZE) if self.cells[r][c] == 0]

    def add_tile(self):
        empty = self.empty_cells()
        if not empty:
            return False
        r, c = self.rng.choice(empty)
        self.cells[r][c] = 4 if self.rng.random() < 0.1 else 2
        return True

    @staticmethod
    def merge_row(row):
        tiles = [x for x in row if x]
        merged = []
        gained = 0
        i = 0
        while i < len(tiles):
            if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
                merged.append(tiles[i] * 2)
                gained += tiles[i] * 2
                i += 2
            else:
                merged.append(tiles[i])
                i += 1
        merged += [0] * (SIZE - len(merged))
        return merged, gained

    def transformed(self, direction):
        # rotate so that every move is a move to the left
        grid = [row[:] for row in self.cells]
        if direction == "right":
            grid = [row[::-1] for row in grid]
        elif direction == "up":
            grid = [list(col) for col in zip(*grid)]
        elif direction == "down":
            grid = [list(col)[::-1] for col in zip(*grid)]
        return grid

    def untransformed(self, grid, direction):
        if direction == "right":
            return [row[::-1] for row in grid]
        if direction == "up":
            return [list(col) for col in zip(*grid)]
        if direction == "down":
            return [list(col) for col in zip(*[row[::-1] for row in grid])]
        return grid

    def try_move(self, direction):
        grid = self.transformed(direction)
        total = 0
        new_grid = []
        for row in grid:
            merged, gained = self.merge_row(row)
            new_grid.append(merged)
            total += gained
        result = self.untransformed(new_grid, direction)
        return result, total, result != self.cells

    def move(self, direction):
        result, gained, changed = self.try_move(direction)
        if changed:
            self.cells = result
            self.score += gained
            self.moves += 1
            self.add_tile()
        return changed

    def can_move(self):
        return any(self.try_move(d)[2] for d in DIRECTIONS)

    @property
    def max_tile(self):
        return max(max(row) for row in self.cells)

    def __str__(self):
        lines = []
        for row in self.cells:
            lines.append(" ".join(f"{v:>5}" if v else "    ." for v in row))
        return "\n".join(lines)


DIRECTIONS = ("left", "up", "right", "down")


def heuristic(cells):
    empty = sum(row.count(0) for row in cells)
    corner = cells[0][0]
    mono = 0
    for row in cells:
        for a, b in zip(row, row[1:]):
            if a >= b:
                mono += 1
    return empty * 10 + mono * 3 + corner / 16


def choose(board):
    best = None
    best_score = -1.0
    for d in DIRECTIONS:
        result, gained, changed = board.try_move(d)
        if not changed:
            continue
        h = heuristic(result) + gained
        if h > best_score:
            best, best_score = d, h
    return best


def play(seed, limit):
    board = Board(random.Random(seed))
    history = {d: 0 for d in DIRECTIONS}
    while board.moves < limit:
        d = choose(board)
        if d is None:
            break
        board.move(d)
        history[d] += 1
    return board, history


def entry_point(argv):
    print(Board.merge_row([2, 2, 4, 4]), Board.merge_row([2, 0, 2, 2]), Board.merge_row([0, 0, 0, 8]))
    for seed in (1, 7, 2024):
        board, history = play(seed, 300)
        print(f"seed {seed}: score={board.score} moves={board.moves} max={board.max_tile}")
        print(board)
        print("  ", ", ".join(f"{k}={v}" for k, v in sorted(history.items(), key=lambda kv: (-kv[1], kv[0]))))
        print("   can move:", board.can_move())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
