"""Float powers with literal exponents 2, 2.0 and 0.5 (computed without pow() when the
result is provably pow()'s own: x * x or sqrt(x) within 0.45 ULP): repr of values where
pow() differs from x * x and sqrt(x) in the last bit, near-midpoint and exact cases,
powers of two, signed zeros, infinities, nan, negative bases squared, the ranges' edges (tiny and huge
bases), OverflowError and ValueError messages, and checksums over many values."""

SQUARES = [-4.148005760916409e+135, 1.4322800289314367e-36, 3.207290149539718e-56,
           -2.5174920809206882e+67, -1.2669269736042321e+138]
ROOTS = [6.332987700077591e+108, 6.409368477553818e-257, 7.107373339415701e+286,
         8.448164777259127e-238, 2.3685089601262298e+197, 4.7101454961091643e+27,
         5.168853633081005e-48, 2.8632704114609587e-05, 4.419417832629764e-33,
         776241907656499.8]
EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, 4.0, 0.5, 0.25, 3.0, 1e-300, 1e300, 1.5e154,
         1.3407807929942596e+154, 1.3407807929942597e+154, 2.2250738585072014e-308,
         5e-324, 1e-200, 1e-160, 1e160, 1e150, 7.458340731200207e-155,
         8.98846567431158e+307, 1.7976931348623157e+308, 0.1, 0.2, 0.3, 10.0,
         1.0000000000000002, 0.9999999999999999, 123456789.0, 2.0 ** 52 + 1.0]


def square(x):
    try:
        return repr(x ** 2)
    except OverflowError as e:
        return "OverflowError: %s" % e


def square_float(x):
    try:
        return repr(x ** 2.0)
    except OverflowError as e:
        return "OverflowError: %s" % e


def root(x):
    try:
        return repr(x ** 0.5)
    except ValueError as e:
        return "ValueError: %s" % e


def entry_point(argv):
    for x in SQUARES + ROOTS + EDGES:
        # a negative base gives CPython a complex number (RPython has none): not shown
        print(repr(x), square(x), square_float(x), root(abs(x)), root(x) if x >= 0.0 else "-")
    inf = float("inf")
    nan = float("nan")
    for x in [inf, -inf, nan]:
        print(repr(x), square(x), square_float(x), root(x))
    print(root(-0.0), square(-0.0), square(-3.0), square(-1e200))
    # checksums: many bases, the rare ones where pow() differs included
    total2 = 0.0
    total_half = 0.0
    xor2 = 0
    x = 1.0 + len(argv) * 1e-9
    i = 0
    while i < 200000:
        x = x * 1.0000123456789 + 0.37
        if x > 1e12:
            x = x * 1e-11
        s = x ** 2
        r = x ** 0.5
        total2 += s
        total_half += r
        if s != x * x:
            xor2 += 1
        if r != (x * 1.0) ** 0.5:
            xor2 += 1000
        i += 1
    print(repr(total2), repr(total_half), xor2)
    differ_square = 0
    differ_root = 0
    y = 0.7390851332151607
    for k in range(300000):
        y = y * 3.999 * (1.0 - y) if 0.0 < y < 1.0 else 0.3
        big = y * 1e7 + k
        if big ** 2 != big * big:
            differ_square += 1
        if big ** 0.5 != sqrt_by_newton(big):
            differ_root += 1
    print(differ_square, differ_root)
    return 0


def sqrt_by_newton(v):
    g = v
    for _ in range(60):
        g = 0.5 * (g + v / g)
    return g


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
