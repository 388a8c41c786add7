"""N-queens by backtracking: count the solutions for n = 1..8, printing the first of each."""


def solve(n, row, cols, diag1, diag2, placement, solutions):
    if row == n:
        if not solutions:
            print("first solution for n=%d: %s" % (n, placement))
        solutions.append(1)
        return
    for c in range(n):
        if cols[c] or diag1[row + c] or diag2[row - c + n - 1]:
            continue
        cols[c] = True
        diag1[row + c] = True
        diag2[row - c + n - 1] = True
        placement.append(c)
        solve(n, row + 1, cols, diag1, diag2, placement, solutions)
        placement.pop()
        cols[c] = False
        diag1[row + c] = False
        diag2[row - c + n - 1] = False


def count(n):
    solutions = []
    placement = []
    solve(n, 0, [False] * n, [False] * (2 * n), [False] * (2 * n), placement, solutions)
    return len(solutions)


def entry_point(argv):
    for n in range(1, 9):
        print(n, count(n))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
