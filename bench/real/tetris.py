"""Falling blocks: tetromino shapes as lists of (x, y) offsets, rotation, collision against a set of filled cells, line clearing, a greedy placement AI scoring holes and height, seeded piece order."""
import random
import sys

WIDTH = 10
HEIGHT = 18
SHAPES = {
    "I": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "O": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "T": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "S": [(1, 0), (2, 0), (0, 1), (1, 1)],
    "Z": [(0, 0), (1, 0), (1, 1), (2, 1)],
    "L": [(0, 0), (0, 1), (0, 2), (1, 2)],
    "J": [(1, 0), (1, 1), (1, 2), (0, 2)],
}
LINE_SCORES = [0, 100, 300, 500, 800]


def rotate(cells):
    rotated = [(-y, x) for x, y in cells]
    min_x = min(x for x, _ in rotated)
    min_y = min(y for _, y in rotated)
    return sorted((x - min_x, y - min_y) for x, y in rotated)


def rotations(name):
    seen = []
    cells = sorted(SHAPES[name])
    for _ in range(4):
        if cells not in seen:
            seen.append(cells)
        cells = rotate(cells)
    return seen


class Board:
    def __init__(self):
        self.filled = set()
        self.score = 0
        self.lines = 0

    def fits(self, cells, ox, oy):
        for x, y in cells:
            px, py = x + ox, y + oy
            if px < 0 or px >= WIDTH or py >= HEIGHT or (px, py) in self.filled:
                return False
        return True

    def drop_y(self, cells, ox):
        if not self.fits(cells, ox, 0):
            return -1
        y = 0
        while self.fits(cells, ox, y + 1):
            y += 1
        return y

    def place(self, cells, ox, oy):
        for x, y in cells:
            self.filled.add((x + ox, y + oy))
        full = [y for y in range(HEIGHT) if all((x, y) in self.filled for x in range(WIDTH))]
        if full:
            kept = set()
            for x, y in self.filled:
                if y in full:
                    continue
                shift = sum(1 for f in full if f > y)
                kept.add((x, y + shift))
            self.filled = kept
        self.lines += len(full)
        self.score += LINE_SCORES[len(full)]
        return len(full)

    def heights(self):
        h = []
        for x in range(WIDTH):
            ys = [y for (cx, y) in self.filled if cx == x]
            h.append(HEIGHT - min(ys) if ys else 0)
        return h

    def holes(self):
        count = 0
        for x in range(WIDTH):
            seen_block = False
            for y in range(HEIGHT):
                if (x, y) in self.filled:
                    seen_block = True
                elif seen_block:
                    count += 1
        return count

    def render(self):
        return "\n".join("|" + "".join("#" if (x, y) in self.filled else " " for x in range(WIDTH)) + "|"
                         for y in range(HEIGHT - 8, HEIGHT))


def evaluate(board, cells, ox, oy):
    trial = Board()
    trial.filled = set(board.filled)
    cleared = trial.place(cells, ox, oy)
    h = trial.heights()
    bumpiness = sum(abs(a - b) for a, b in zip(h, h[1:]))
    return cleared * 8 - trial.holes() * 5 - max(h) - bumpiness * 0.5


def play(seed, pieces):
    rng = random.Random(seed)
    board = Board()
    names = sorted(SHAPES)
    placed = 0
    for _ in range(pieces):
        name = rng.choice(names)
        best = (-1e9, 0, 0, [])
        for cells in rotations(name):
            for ox in range(WIDTH):
                oy = board.drop_y(cells, ox)
                if oy < 0:
                    continue
                v = evaluate(board, cells, ox, oy)
                if v > best[0]:
                    best = (v, ox, oy, cells)
        if not best[3]:
            break
        board.place(best[3], best[1], best[2])
        placed += 1
    return board, placed


def run_once(argv):
    print({k: len(rotations(k)) for k in sorted(SHAPES)})
    print(rotate(SHAPES["L"]), rotate(rotate(SHAPES["T"])))
    for seed in (5, 8):
        board, placed = play(seed, 40)
        print(f"seed {seed}: placed {placed}, lines {board.lines}, score {board.score}, holes {board.holes()}")
        print(board.heights())
        print(board.render())
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
