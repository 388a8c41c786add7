"""A sudoku solver: backtracking with candidate checks on a flat list of 81 cells."""

PUZZLE = ("530070000"
          "600195000"
          "098000060"
          "800060003"
          "400803001"
          "700020006"
          "060000280"
          "000419005"
          "000080079")


def can_place(board, pos, d):
    r = pos // 9
    c = pos % 9
    for i in range(9):
        if board[r * 9 + i] == d or board[i * 9 + c] == d:
            return False
    br = r // 3 * 3
    bc = c // 3 * 3
    for i in range(3):
        for j in range(3):
            if board[(br + i) * 9 + bc + j] == d:
                return False
    return True


def solve(board, counter):
    for pos in range(81):
        if board[pos] == 0:
            for d in range(1, 10):
                if can_place(board, pos, d):
                    board[pos] = d
                    counter[0] += 1
                    if solve(board, counter):
                        return True
                    board[pos] = 0
            return False
    return True


def show(board):
    for r in range(9):
        row = ""
        for c in range(9):
            row += str(board[r * 9 + c])
            if c % 3 == 2 and c < 8:
                row += "|"
        print(row)
        if r % 3 == 2 and r < 8:
            print("---+---+---")


def entry_point(argv):
    board = [ord(ch) - ord("0") for ch in PUZZLE]
    counter = [0]
    ok = solve(board, counter)
    print("solved", ok, "placements", counter[0])
    show(board)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
