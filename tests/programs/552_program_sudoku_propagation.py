"""A sudoku solver by constraint propagation and search, in the style of the well-known
essays: candidates kept as strs in a dict per cell, `place` and `strike` returning the
grid or False when a contradiction shows, `if not place(...)`, and the search returning
the first solution of a generator through a helper that returns an item or False."""

DIGITS = "123456789"
ROWS = "ABCDEFGHI"


def product(rows, cols):
    return [r + c for r in rows for c in cols]


CELLS = product(ROWS, DIGITS)
GROUPS = ([product(ROWS, c) for c in DIGITS] +
          [product(r, DIGITS) for r in ROWS] +
          [product(rs, cs) for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")])
GROUPS_OF = {}
NEIGHBOURS = {}
for cell in CELLS:
    GROUPS_OF[cell] = [g for g in GROUPS if cell in g]
    near = set()
    for g in GROUPS_OF[cell]:
        near.update(g)
    near.discard(cell)
    NEIGHBOURS[cell] = near

STATS = {"strikes": 0, "guesses": 0}


def read_grid(text):
    grid = {}
    for cell in CELLS:
        grid[cell] = DIGITS
    given = [ch for ch in text if ch in DIGITS or ch in "0."]
    if len(given) != 81:
        return False
    for cell, ch in zip(CELLS, given):
        if ch in DIGITS and not place(grid, cell, ch):
            return False
    return grid


def place(grid, cell, digit):
    """Keep only `digit` in `cell`: strike every other candidate."""
    others = grid[cell].replace(digit, "")
    for d in others:
        if not strike(grid, cell, d):
            return False
    return grid


def strike(grid, cell, digit):
    if digit not in grid[cell]:
        return grid
    STATS["strikes"] += 1
    left = grid[cell].replace(digit, "")
    grid[cell] = left
    if left == "":
        return False
    if len(left) == 1:
        if not all(strike(grid, n, left) for n in NEIGHBOURS[cell]):
            return False
    for group in GROUPS_OF[cell]:
        spots = [c for c in group if digit in grid[c]]
        if not spots:
            return False
        if len(spots) == 1 and not place(grid, spots[0], digit):
            return False
    return grid


def first_true(items):
    for item in items:
        if item:
            return item
    return False


def search(grid):
    if grid is False:
        return False
    open_cells = [(len(grid[c]), c) for c in CELLS if len(grid[c]) > 1]
    if not open_cells:
        return grid
    _, cell = min(open_cells)
    STATS["guesses"] += 1
    return first_true(search(place(dict(grid), cell, d)) for d in grid[cell])


def show(grid):
    if not grid:
        print("no solution:", grid)
        return
    for i, r in enumerate(ROWS):
        line = ""
        for j, c in enumerate(DIGITS):
            line += grid[r + c] + (" | " if j in (2, 5) else " ")
        print(line.rstrip())
        if i in (2, 5):
            print("------+-------+------")


def solve(text):
    return search(read_grid(text))


def entry_point(argv):
    puzzles = [
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "11" + "." * 79,
        "123",
    ]
    for text in puzzles:
        STATS["strikes"] = 0
        STATS["guesses"] = 0
        result = solve(text)
        show(result)
        print("solved" if result else "failed", result is False, STATS["guesses"] > 0)
        print()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
