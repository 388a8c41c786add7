"""Conway's game of life on an unbounded grid held as a set of (x, y) tuples."""
import sys

NEIGHBOURS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

PATTERNS = {
    "glider": [".#.", "..#", "###"],
    "blinker": ["###"],
    "r-pentomino": [".##", "##.", ".#."],
    "toad": [".###", "###."],
}


def parse(rows, ox=0, oy=0):
    cells = set()
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                cells.add((x + ox, y + oy))
    return cells


class Life:
    def __init__(self, cells):
        self.cells = set(cells)
        self.generation = 0
        self.history = []

    def step(self):
        counts = {}
        for (x, y) in self.cells:
            for dx, dy in NEIGHBOURS:
                p = (x + dx, y + dy)
                counts[p] = counts.get(p, 0) + 1
        self.cells = {p for p, n in counts.items() if n == 3 or (n == 2 and p in self.cells)}
        self.generation += 1
        self.history.append(len(self.cells))

    def bounds(self):
        if not self.cells:
            return (0, 0, 0, 0)
        xs = [x for x, _ in self.cells]
        ys = [y for _, y in self.cells]
        return min(xs), min(ys), max(xs), max(ys)

    def render(self):
        x0, y0, x1, y1 = self.bounds()
        out = []
        for y in range(y0, y1 + 1):
            out.append("".join("#" if (x, y) in self.cells else "." for x in range(x0, x1 + 1)))
        return "\n".join(out)

    def normalized(self):
        x0, y0, _, _ = self.bounds()
        return frozenset((x - x0, y - y0) for x, y in self.cells)


def find_period(cells, limit):
    life = Life(cells)
    seen = {life.normalized(): 0}
    for i in range(1, limit + 1):
        life.step()
        key = life.normalized()
        if key in seen:
            return i - seen[key]
        seen[key] = i
    return -1


def run_once(argv):
    for name in sorted(PATTERNS):
        cells = parse(PATTERNS[name])
        print(f"{name}: {len(cells)} cells, period {find_period(cells, 30)}")
    life = Life(parse(PATTERNS["r-pentomino"]))
    for _ in range(60):
        life.step()
    print("r-pentomino after", life.generation, "generations:", len(life.cells), "cells")
    print("bounds", life.bounds())
    print("population history:", life.history[:12], "...", life.history[-3:])
    g = Life(parse(PATTERNS["glider"]))
    for _ in range(4):
        g.step()
    print(g.render())
    print(sorted(g.cells))
    print(sorted(g.cells, key=lambda p: (p[1], -p[0])))
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
