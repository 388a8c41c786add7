"""Sudoku: backtracking with candidate sets, most-constrained-cell first (min with key=lambda), a module-level PEERS dict built at import with (row, col) tuple keys, a global call counter, and a validity checker raising a custom exception."""
import sys

PUZZLES = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
]

DIGITS = "123456789"
calls = 0


class Unsolvable(Exception):
    pass


def peers_of(r, c):
    ps = set()
    for i in range(9):
        ps.add((r, i))
        ps.add((i, c))
    br, bc = 3 * (r // 3), 3 * (c // 3)
    for i in range(br, br + 3):
        for j in range(bc, bc + 3):
            ps.add((i, j))
    ps.discard((r, c))
    return ps


PEERS = {(r, c): peers_of(r, c) for r in range(9) for c in range(9)}


def parse(text):
    grid = {}
    for i, ch in enumerate(text):
        grid[(i // 9, i % 9)] = int(ch) if ch in DIGITS else 0
    return grid


def candidates(grid, cell):
    used = {grid[p] for p in PEERS[cell]}
    return [d for d in range(1, 10) if d not in used]


def solve(grid):
    global calls
    calls += 1
    empty = [cell for cell, v in grid.items() if v == 0]
    if not empty:
        return True
    cell = min(empty, key=lambda c: len(candidates(grid, c)))
    for d in candidates(grid, cell):
        grid[cell] = d
        if solve(grid):
            return True
    grid[cell] = 0
    return False


def check(grid):
    for cell, v in grid.items():
        for p in PEERS[cell]:
            if grid[p] == v:
                raise Unsolvable("conflict at %s and %s" % (cell, p))
    return True


def show(grid):
    lines = []
    for r in range(9):
        row = [str(grid[(r, c)]) for c in range(9)]
        lines.append(" ".join(row[0:3]) + " | " + " ".join(row[3:6]) + " | " + " ".join(row[6:9]))
        if r in (2, 5):
            lines.append("------+-------+------")
    return "\n".join(lines)


def entry_point(argv):
    global calls
    for n, text in enumerate(PUZZLES, 1):
        calls = 0
        grid = parse(text)
        given = sum(1 for v in grid.values() if v)
        ok = solve(grid)
        print(f"puzzle {n}: {given} givens, solved={ok}, {calls} calls")
        print(show(grid))
        print("valid:", check(grid))
    bad = parse("55" + "." * 79)
    try:
        check(bad)
    except Unsolvable as e:
        print("error:", e)
    print(len(PEERS), len(PEERS[(4, 4)]), sorted(PEERS[(0, 0)])[:5])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
