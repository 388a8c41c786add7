"""A matrix of floats as a list of lists: an N x N matrix from a linear congruential
generator, multiplied by its transpose (row by row, with the inner loop over zipped rows
written as index loops), then power iteration for the dominant eigenvalue and a Gaussian
elimination solving A x = b. Prints repr() of results. Usage: matrix.py N."""


def make_matrix(n):
    state = 17
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            state = (state * 1103515245 + 12345) % 2147483648
            row.append((state >> 8) % 1000 / 1000.0 - 0.5)
        rows.append(row)
    return rows


def transpose(a):
    n = len(a)
    m = len(a[0])
    return [[a[i][j] for i in range(n)] for j in range(m)]


def multiply(a, b):
    bt = transpose(b)
    result = []
    for row in a:
        out = []
        for col in bt:
            s = 0.0
            for k in range(len(row)):
                s += row[k] * col[k]
            out.append(s)
        result.append(out)
    return result


def power_iteration(a, steps):
    n = len(a)
    v = [1.0] * n
    eigen = 0.0
    for step in range(steps):
        w = [0.0] * n
        for i in range(n):
            row = a[i]
            s = 0.0
            for j in range(n):
                s += row[j] * v[j]
            w[i] = s
        norm = 0.0
        for x in w:
            norm += x * x
        norm = norm ** 0.5
        eigen = norm
        v = [x / norm for x in w]
    return eigen


def solve(a, b):
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = col
        for r in range(col + 1, n):
            if abs(m[r][col]) > abs(m[pivot][col]):
                pivot = r
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col]
        for r in range(col + 1, n):
            row = m[r]
            f = row[col] / p[col]
            for k in range(col, n + 1):
                row[k] -= f * p[k]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        s = m[i][n]
        for k in range(i + 1, n):
            s -= m[i][k] * x[k]
        x[i] = s / m[i][i]
    return x


def entry_point(argv):
    n = 100
    if len(argv) > 1:
        n = int(argv[1])
    a = make_matrix(n)
    p = multiply(a, transpose(a))
    trace = 0.0
    for i in range(n):
        trace += p[i][i]
    print(repr(trace), repr(p[0][0]), repr(p[n - 1][0]))
    print(repr(power_iteration(p, 30)))
    x = solve(a, [1.0] * n)
    print(repr(x[0]), repr(x[n // 2]), repr(x[n - 1]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
