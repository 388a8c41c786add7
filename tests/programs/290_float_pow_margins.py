"""x ** 0.5 and x ** 2 near and far from 1.0 (the fast paths accept sqrt(x) and x * x
within 0.483 / 0.482 ULP of the exact value for bases in [2**-64, 2**64] / [2**-32, 2**32],
within 0.465 / 0.45 ULP out to 2**+-900 / 2**+-500, else call pow()): for bases at every
scale, the repr of each value where pow() differs from sqrt(x) or x * x, counts, sums,
the ranges' edges and their neighbours, powers of two and their neighbours."""

import math

SCALES = [-1000, -900, -600, -300, -100, -64, -40, -33, -32, -20, -1, 0, 1, 20, 31, 32,
          33, 63, 64, 65, 100, 400, 499, 500, 501, 800, 899, 900, 901]
EDGES = [2.0 ** -64, 2.0 ** 64, 2.0 ** -32, 2.0 ** 32, 2.0 ** -900, 2.0 ** 900,
         2.0 ** -400, 2.0 ** 500, 4.0, 0.25, 1.0, 16.0, 2.0 ** 60, 2.0 ** -60]


def neighbours(x):
    # x times (1 - 2**-52), (1 + 2**-52): the doubles next to x or close to them
    return [x * (1.0 - 2.0 ** -52), x, x * (1.0 + 2.0 ** -52), x * (1.0 + 2.0 ** -51)]


def entry_point(argv):
    for e in EDGES:
        for x in neighbours(e):
            print(repr(x), repr(x ** 0.5), repr(math.sqrt(x)), repr(x ** 2) if x < 1e150 else "-")
    for scale in SCALES:
        base = 2.0 ** scale if scale > -1000 else 1e-301
        differ_root = 0
        differ_square = 0
        total_root = 0.0
        total_square = 0.0
        y = 0.4142135623730951 + scale * 1e-6
        shown = 0
        for k in range(20000):
            y = y * 3.999 * (1.0 - y) if 0.0 < y < 1.0 else 0.3
            x = base * (1.0 + y)
            r = x ** 0.5
            total_root += r
            if r != math.sqrt(x):
                differ_root += 1
                if shown < 3:
                    print("root", repr(x), repr(r), repr(math.sqrt(x)))
                    shown += 1
            if x < 1e150:
                s = x ** 2
                total_square += s
                if s != x * x:
                    differ_square += 1
                    if shown < 6:
                        print("square", repr(x), repr(s), repr(x * x))
                        shown += 1
                t = (-x) ** 2
                if t != s:
                    print("negative square differs", repr(x))
        print(scale, differ_root, differ_square, repr(total_root), repr(total_square))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
