"""Nested lists: a 2D grid, row/column sums, a spiral walk, jagged lists."""


def make_grid(rows, cols):
    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            row.append(r * cols + c)
        grid.append(row)
    return grid


def spiral(grid):
    out = []
    top = 0
    bottom = len(grid) - 1
    left = 0
    right = len(grid[0]) - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            out.append(grid[top][c])
        top += 1
        for r in range(top, bottom + 1):
            out.append(grid[r][right])
        right -= 1
        if top <= bottom:
            for c in range(right, left - 1, -1):
                out.append(grid[bottom][c])
            bottom -= 1
        if left <= right:
            for r in range(bottom, top - 1, -1):
                out.append(grid[r][left])
            left += 1
    return out


def entry_point(argv):
    g = make_grid(4, 5)
    for row in g:
        print(" ".join(["%2d" % v for v in row]))
    print("row sums", [sum(row) for row in g])
    print("col sums", [sum([g[r][c] for r in range(4)]) for c in range(5)])
    print("spiral", spiral(g))
    jagged = [[1], [2, 3], [], [4, 5, 6]]
    jagged[2].append(7)
    print(jagged, [len(x) for x in jagged])
    board = [["."] * 3 for i in range(3)]
    board[1][1] = "X"
    board[0][2] = "O"
    for row in board:
        print("".join(row))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
