"""Conversions between int, float and str; float division and floor division."""
import math


def entry_point(argv):
    print(int(3.7), int(-3.7), int(0.9), int(-0.9), int(1e15))
    print(float(3), float(-7), float(2 ** 53))
    print(int("123"), int("-45"), int("  17  "), int("0"))
    print(str(12) + str(3.5), str(-0.0))
    print(7 / 2, -7 / 2, 7.0 // 2, -7.0 // 2, 7.5 % 2, -7.5 % 2)
    print(math.floor(2.5), math.floor(-2.5), math.ceil(2.1), math.ceil(-2.1))
    print(math.sqrt(16.0), math.sqrt(2.0), math.pi, math.e)
    print(abs(-2.5), abs(2.5))
    print(divmod(7.5, 2.0))
    total = 0
    for i in range(1, 11):
        total += int(i * 1.5)
    print("truncated sum", total)
    celsius = [-40, 0, 37, 100]
    for c in celsius:
        f = c * 9 / 5 + 32
        print(c, "C =", f, "F =", int(f), "F rounded", round(f))
    mixed = 3 + 0.5
    print(mixed, 3 * 1.0, 10 - 0.25)
    print(float(int(2.999)), int(float("8.5")))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
