"""Comparing an int with a float compares the exact values, as CPython does: an int
beyond 2**53 is not rounded to a double first (2**53 + 1 != 2.0**53), with constants
and run-time values on either side, every operator, infinities and NaN."""
import sys


def relations(i, f):
    return [i < f, i <= f, i == f, i != f, i > f, i >= f, f < i, f <= i, f == i, f != i, f > i, f >= i]


def entry_point(argv):
    base = 2 ** 53
    nan = float("nan")
    inf = float("inf")
    for i in [base - 1, base, base + 1, base + 2, -base - 1, 2 ** 63 - 1, -2 ** 63, 0, 7]:
        for f in [float(base), float(base + 2), -float(base), 9.223372036854776e18, -9.223372036854776e18,
                  inf, -inf, nan, 7.0, 7.5, -0.0]:
            print(i, repr(f), relations(i * len(argv), f))
    print(2 ** 53 + 1 > 9007199254740992.0, 2 ** 53 + 1 == 9007199254740992.0, 2 ** 63 - 1 == 9.223372036854776e18)
    big = 2 ** 62 + 1
    print(big == float(big), big < float(big) + 1e6, float(big) < big, int(float(big)) == big)
    counts = [n for n in range(base - 2, base + 3) if n > 9007199254740992.0]
    print(counts, max(base + 1, 0.5), min(0.5, -base - 1))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
