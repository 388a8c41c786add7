"""Conway's Game of Life on a small toroidal grid: a glider and a blinker."""


def step(grid):
    h = len(grid)
    w = len(grid[0])
    new = [[False] * w for i in range(h)]
    for y in range(h):
        for x in range(w):
            n = 0
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    if dy == 0 and dx == 0:
                        continue
                    if grid[(y + dy) % h][(x + dx) % w]:
                        n += 1
            alive = grid[y][x]
            new[y][x] = n == 3 or (alive and n == 2)
    return new


def show(grid):
    for row in grid:
        print("".join(["#" if c else "." for c in row]))


def population(grid):
    return sum([sum([1 for c in row if c]) for row in grid])


def entry_point(argv):
    grid = [[False] * 10 for i in range(8)]
    for x, y in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]:
        grid[y][x] = True
    for x in range(6, 9):
        grid[5][x] = True
    show(grid)
    for gen in range(1, 13):
        grid = step(grid)
        if gen % 4 == 0:
            print("generation", gen, "population", population(grid))
            show(grid)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
