"""Float powers with small exponents (x ** 2, x ** 3, x ** 4, x ** -1, x ** 0.5, x ** -1.5,
int exponents): CPython calls the C library's pow(), which is not correctly rounded, so
x ** 2 is not always x * x and x ** 0.5 not always sqrt(x): the values below are some
where they differ in the last bit (repr shows it). Also signed zeros, infinities, nan,
negative bases with integral exponents, underflow to zero, OverflowError and
ZeroDivisionError with CPython's messages, and checksums over many values in a loop."""

# x ** 2 != x * x for these (glibc 2.36)
SQUARES = [-4.148005760916409e+135, 1.4322800289314367e-36, 3.207290149539718e-56,
           -2.5174920809206882e+67, -1.2669269736042321e+138]
# x ** 0.5 != sqrt(x) for these
ROOTS = [6.332987700077591e+108, 6.409368477553818e-257, 7.107373339415701e+286,
         8.448164777259127e-238, 2.3685089601262298e+197, 4.7101454961091643e+27,
         5.168853633081005e-48, 2.8632704114609587e-05, 4.419417832629764e-33,
         776241907656499.8]
# x ** -1 != 1 / x for these
INVERSES = [-4.7122225890512545e+41, -2.6768718702109614e-175, 5.517669841534611e-125]


def show_error(base, exponent):
    try:
        return repr(base ** exponent)
    except OverflowError as e:
        return "OverflowError: %s" % e
    except ZeroDivisionError as e:
        return "ZeroDivisionError: %s" % e


def entry_point(argv):
    n = len(argv)
    for x in SQUARES:
        print(repr(x ** 2), repr(x * x), x ** 2 == x * x)
    for x in ROOTS:
        print(repr(x ** 0.5), show_error(x, 1.5), repr(x ** -0.5))
    for x in INVERSES:
        print(repr(x ** -1), repr(1.0 / x), x ** -1 == 1.0 / x)
    zero = 0.0 * n
    inf = 1e308 * 10.0 * n
    nan = inf - inf
    for x in [zero, -zero, 1.0, -1.0, 2.5, -2.5, inf, -inf, nan, 1e-200, -1e-200, 3.0 * n]:
        exponents = [2, 3, 4, -1, 2.0, -2, 0]
        if not x < 0.0:  # CPython gives a complex number for a negative base
            exponents = exponents + [0.5, 1.5, -1.5]
        print(repr(x), [show_error(x, e) for e in exponents])
    print(repr((-zero) ** 0.5), repr((-inf) ** 0.5), repr(inf ** 0.5), repr(nan ** 0.5),
          repr(inf ** -0.5), repr((-inf) ** 3), repr((-inf) ** -1), repr(nan ** 0))
    print(show_error(1e200, 2), show_error(-1e200, 3), show_error(1e300, 1.5),
          show_error(10.0, 400), show_error(zero, -1), show_error(zero, -0.5),
          show_error(1e-200, 2), show_error(1e-300, 3), show_error(1e200, 0.5))
    print(show_error(1.7976931348623157e308, 2), show_error(1.7976931348623157e308, 1),
          show_error(1.3407807929942596e154, 2))
    # many values: a checksum of the bit patterns' effect through repr of sums
    total2 = 0.0
    total3 = 0.0
    total_half = 0.0
    differs = 0
    x = 0.7312 + n
    for i in range(20000):
        x = x * 1.61803398875 + 0.1
        if x > 1e6:
            x = x / 999983.0
        total2 += x ** 2
        total3 += x ** 3
        total_half += x ** 0.5
        if x ** 2 != x * x:
            differs += 1
    print(repr(total2), repr(total3), repr(total_half), differs)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
