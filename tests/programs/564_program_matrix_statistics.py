"""Matrix and statistics helpers as a student would write them: lists of lists,
Gaussian elimination, a linear regression and summary statistics of a small table."""
import math


def zeros(rows, cols):
    return [[0.0] * cols for _ in range(rows)]


def identity(n):
    m = zeros(n, n)
    for i in range(n):
        m[i][i] = 1.0
    return m


def transpose(m):
    return [list(row) for row in zip(*m)]


def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError("shape mismatch: %dx%d times %dx%d" % (len(a), len(a[0]), len(b), len(b[0])))
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def solve(a, b):
    """Gaussian elimination with partial pivoting; None when singular."""
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            return None
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))) / m[i][i]
    return x


def determinant(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0.0
    for c in range(n):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * determinant(minor)
    return total


def mean(xs):
    return sum(xs) / len(xs)


def median(xs):
    s = sorted(xs)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


def stdev(xs):
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def linear_fit(xs, ys):
    mx, my = mean(xs), mean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sxy / sxx
    return slope, my - slope * mx


def show(m, fmt="%8.3f"):
    for row in m:
        print(" ".join(fmt % v for v in row))


def entry_point(argv):
    a = [[2.0, 1.0, -1.0], [-3.0, -1.0, 2.0], [-2.0, 1.0, 2.0]]
    b = [8.0, -11.0, -3.0]
    print("x =", [round(v, 6) for v in solve(a, b)])
    print("det =", determinant(a), determinant([[1, 2], [3, 4]]))
    show(matmul(a, identity(3)))
    show(transpose([[1, 2, 3], [4, 5, 6]]), "%3d")
    print(solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0]))
    try:
        matmul([[1.0, 2.0]], [[1.0, 2.0]])
    except ValueError as e:
        print("error:", e)
    table = {"height": [1.62, 1.75, 1.80, 1.68, 1.91, 1.55],
             "weight": [58.0, 72.5, 80.1, 65.3, 95.0, 50.2]}
    for name, col in sorted(table.items()):
        print("%-7s n=%d mean=%.3f median=%.3f sd=%.4f min=%s max=%s" % (
            name, len(col), mean(col), median(col), stdev(col), min(col), max(col)))
    slope, icpt = linear_fit(table["height"], table["weight"])
    print("weight ~ %.2f * height %+.2f" % (slope, icpt))
    for h in (1.5, 1.7, 2.0):
        print(h, "->", round(slope * h + icpt, 1))
    print(median([3, 1, 2]), median([4, 1, 3, 2]), mean([1, 2, 3, 4]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
