"""2048 played by a greedy one-ply player with a seeded random tile spawner."""
import random
import sys

SIZE = 4
DIRECTIONS = ["left", "right", "up", "down"]


class Board:
    def __init__(self, rng):
        self.rng = rng
        self.grid = [[0] * SIZE for _ in range(SIZE)]
        self.score = 0
        self.spawn()
        self.spawn()

    def empty_cells(self):
        return [(r, c) for r in range(SIZE) for c in range(SIZE) if self.grid[r][c] == 0]

    def spawn(self):
        cells = self.empty_cells()
        if not cells:
            return False
        r, c = self.rng.choice(cells)
        self.grid[r][c] = 4 if self.rng.random() < 0.1 else 2
        return True

    @staticmethod
    def merge_row(row):
        tiles = [v for v in row if v]
        out = []
        gained = 0
        i = 0
        while i < len(tiles):
            if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
                out.append(tiles[i] * 2)
                gained += tiles[i] * 2
                i += 2
            else:
                out.append(tiles[i])
                i += 1
        out.extend([0] * (SIZE - len(out)))
        return out, gained

    def moved(self, direction):
        g = [row[:] for row in self.grid]
        if direction in ("up", "down"):
            g = [list(col) for col in zip(*g)]
        if direction in ("right", "down"):
            g = [row[::-1] for row in g]
        total = 0
        new = []
        for row in g:
            merged, gained = Board.merge_row(row)
            new.append(merged)
            total += gained
        if direction in ("right", "down"):
            new = [row[::-1] for row in new]
        if direction in ("up", "down"):
            new = [list(col) for col in zip(*new)]
        return new, total

    def apply(self, direction):
        new, gained = self.moved(direction)
        if new == self.grid:
            return False
        self.grid = new
        self.score += gained
        return True

    def max_tile(self):
        return max(max(row) for row in self.grid)

    def __str__(self):
        return "\n".join(" ".join(f"{v:5d}" if v else "    ." for v in row) for row in self.grid)


def evaluate(grid, gained):
    empties = sum(row.count(0) for row in grid)
    corner = grid[0][0]
    return gained + empties * 10 + corner


def play(seed, max_moves):
    rng = random.Random(seed)
    board = Board(rng)
    counts = {d: 0 for d in DIRECTIONS}
    moves = 0
    while moves < max_moves:
        options = []
        for d in DIRECTIONS:
            new, gained = board.moved(d)
            if new != board.grid:
                options.append((evaluate(new, gained), d))
        if not options:
            break
        options.sort(key=lambda o: o[0], reverse=True)
        best_value = options[0][0]
        ties = [d for v, d in options if v == best_value]
        d = rng.choice(ties)
        board.apply(d)
        counts[d] += 1
        board.spawn()
        moves += 1
    return board, moves, counts


def run_once(argv):
    print(Board.merge_row([2, 2, 2, 2]), Board.merge_row([0, 4, 4, 8]), Board.merge_row([2, 0, 0, 2]))
    for seed in [1, 7, 2024]:
        board, moves, counts = play(seed, 300)
        print(f"seed {seed}: {moves} moves, score {board.score}, max tile {board.max_tile()}")
        print(board)
        print(", ".join(f"{k}={v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])))
    return 0


def entry_point(argv):
    # Bench form: the program's run repeated (argv[1] times, once by default).
    repeat = int(argv[1]) if len(argv) > 1 else 1
    status = 0
    for _ in range(repeat):
        status = run_once(argv[:1])
    return status


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
