"""int ** (a negative constant) and pow(int, negative constant) are floats in Python 3
(float(a) ** float(b), as CPython computes them), 0 ** -1 raises ZeroDivisionError with
CPython's message."""

import sys


def entry_point(argv):
    n = len(argv) + 1
    print(2 ** -1, 10 ** -3, n ** -2, pow(2, -1), pow(n, -3), (-2) ** -3, 0.5 ** -2)
    for base in [1, 2, 3, 7, -5, 1000]:
        print(base, base ** -1, base ** -2, pow(base, -4), base ** -1 * base)
    total = 0.0
    for i in range(1, 20):
        total += i ** -2
    print(total, repr(total))
    try:
        print((n - n) ** -1)
    except ZeroDivisionError as e:
        print("zde", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
