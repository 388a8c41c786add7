"""spectral-norm (Computer Language Benchmarks Game): the spectral norm of the infinite
matrix A(i, j) = 1 / ((i + j) * (i + j + 1) / 2 + i + 1) by the power method.
Usage: spectralnorm.py N. Prints the norm with %.9f."""


def eval_a(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def mul_av(v, out, n):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def mul_atv(v, out, n):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def mul_atav(v, out, tmp, n):
    mul_av(v, tmp, n)
    mul_atv(tmp, out, n)


def entry_point(argv):
    n = 100
    if len(argv) > 1:
        n = int(argv[1])
    u = [1.0] * n
    v = [0.0] * n
    tmp = [0.0] * n
    for i in range(10):
        mul_atav(u, v, tmp, n)
        mul_atav(v, u, tmp, n)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    print("%.9f" % (vbv / vv) ** 0.5)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
