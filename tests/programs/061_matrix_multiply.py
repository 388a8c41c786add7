"""Matrices as lists of lists of floats: multiply, transpose, identity, power, determinant."""


def zeros(n, m):
    return [[0.0] * m for i in range(n)]


def identity(n):
    r = zeros(n, n)
    for i in range(n):
        r[i][i] = 1.0
    return r


def matmul(a, b):
    n = len(a)
    m = len(b[0])
    k = len(b)
    r = zeros(n, m)
    for i in range(n):
        for j in range(m):
            s = 0.0
            for t in range(k):
                s += a[i][t] * b[t][j]
            r[i][j] = s
    return r


def transpose(a):
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))]


def det(a):
    n = len(a)
    m = [row[:] for row in a]
    d = 1.0
    for c in range(n):
        p = c
        for r in range(c + 1, n):
            if abs(m[r][c]) > abs(m[p][c]):
                p = r
        if m[p][c] == 0.0:
            return 0.0
        if p != c:
            m[p], m[c] = m[c], m[p]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return d


def show(a):
    for row in a:
        print(" ".join(["%7.2f" % v for v in row]))


def entry_point(argv):
    a = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    b = [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]
    show(matmul(a, b))
    show(transpose(a))
    fibm = [[1.0, 1.0], [1.0, 0.0]]
    p = identity(2)
    for i in range(30):
        p = matmul(p, fibm)
    print("fib(30) via matrix:", p[0][1])
    print("det", det([[2.0, -3.0, 1.0], [2.0, 0.0, -1.0], [1.0, 4.0, 5.0]]))
    print("det singular", det([[1.0, 2.0], [2.0, 4.0]]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
