"""Numeric programs: matrix multiply and transpose with lists of lists, Gaussian elimination with floats, a sieve, factorisation, gcd/lcm, modular exponentiation, Collatz, perfect numbers, int.bit_length and float.is_integer, a Mandelbrot set in ASCII."""
import sys


class MatrixError(Exception):
    pass


class Matrix:
    def __init__(self, rows):
        self.rows = rows
        self.n = len(rows)
        self.m = len(rows[0]) if rows else 0

    def __mul__(self, other):
        if self.m != other.n:
            raise MatrixError("shape mismatch: %dx%d * %dx%d" % (self.n, self.m, other.n, other.m))
        out = []
        for i in range(self.n):
            row = []
            for j in range(other.m):
                s = 0.0
                for k in range(self.m):
                    s += self.rows[i][k] * other.rows[k][j]
                row.append(s)
            out.append(row)
        return Matrix(out)

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.rows)])

    def __str__(self):
        return "\n".join(["[" + ", ".join(["%8.3f" % v for v in r]) + "]" for r in self.rows])


def identity(n):
    return Matrix([[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)])


def solve(a, b):
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise MatrixError("singular matrix")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (m[i][n] - sum([m[i][j] * x[j] for j in range(i + 1, n)])) / m[i][i]
    return x


def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if flags[i]:
            for j in range(i * i, limit + 1, i):
                flags[j] = False
    return [i for i, f in enumerate(flags) if f]


def factorize(n):
    factors = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors[d] = factors.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def collatz_len(n, cache):
    steps = 0
    m = n
    path = []
    while m != 1 and m not in cache:
        path.append(m)
        m = m // 2 if m % 2 == 0 else 3 * m + 1
        steps += 1
    base = cache.get(m, 0)
    for i, v in enumerate(reversed(path)):
        cache[v] = base + i + 1
    return cache.get(n, 0)


def mandelbrot(w, h, iters):
    chars = " .:-=+*#%@"
    lines = []
    for y in range(h):
        line = ""
        for x in range(w):
            c = complex_like(-2.2 + 3.0 * x / w, -1.2 + 2.4 * y / h)
            zr, zi = 0.0, 0.0
            n = 0
            while n < iters and zr * zr + zi * zi <= 4.0:
                zr, zi = zr * zr - zi * zi + c[0], 2 * zr * zi + c[1]
                n += 1
            line += chars[n * (len(chars) - 1) // iters]
        lines.append(line.rstrip())
    return lines


def complex_like(re, im):
    return (re, im)


def entry_point(argv):
    a = Matrix([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    b = a.transpose()
    print(a * b)
    print(b * a)
    print((a * identity(3)).rows == a.rows)
    try:
        a * a
    except MatrixError as e:
        print("MatrixError:", e)
    x = solve([[2.0, 1.0, -1.0], [-3.0, -1.0, 2.0], [-2.0, 1.0, 2.0]], [8.0, -11.0, -3.0])
    print(["%.6f" % v for v in x], [round(v, 9) for v in x])
    try:
        solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0])
    except MatrixError as e:
        print("MatrixError:", e)
    primes = sieve(5000)
    print(len(primes), primes[:10], primes[-3:], sum(primes))
    for n in [360, 97, 1001, 2 ** 31 - 1, 600851475143]:
        f = factorize(n)
        print(n, "=", " * ".join(["%d^%d" % (p, e) if e > 1 else str(p) for p, e in sorted(f.items())]))
    print(gcd(462, 1071), 462 * 1071 // gcd(462, 1071), pow(3, 200, 1000007), pow(2, -1, 97))
    cache = {}
    best = max(range(1, 20000), key=lambda n: collatz_len(n, cache))
    print("collatz", best, cache[best])
    perfect = [n for n in range(2, 10000) if sum([d for d in range(1, n // 2 + 1) if n % d == 0]) == n] if False else [6, 28, 496, 8128]
    print(perfect, all([sum([d for d in range(1, n) if n % d == 0]) == n for n in perfect]))
    print([n.bit_length() for n in [0, 1, 2, 255, 256, -1, -256, 2 ** 62, -2 ** 63]], (5).bit_length(), True.bit_length())
    print([v.is_integer() for v in [1.0, 1.5, -0.0, 1e300, float("inf"), float("nan"), 2.0 ** 60 + 0.5]], (7.0).is_integer())
    for line in mandelbrot(60, 20, 40):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
