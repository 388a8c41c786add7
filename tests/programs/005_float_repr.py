"""Float printing: shortest repr, exponents, negative zero, infinities, nan."""


def entry_point(argv):
    print(0.1 + 0.2)
    print(1e16, 1e15, 123456789012345678.0)
    print(1e-4, 1e-5, 0.0001234)
    print(-0.0, 0.0, -0.0 == 0.0)
    print(1 / 3, 2 / 3, 10 / 4, 7 / 7)
    print(1.5, 2.0, 100.0, 3.14159)
    inf = float("inf")
    print(inf, -inf, inf > 1e308)
    nan = float("nan")
    print(nan, nan == nan, nan != nan)
    print(1e308 * 10, -1e308 * 10)
    print(2.5e-308, 5e-324)
    print(1.7976931348623157e308)
    print(float("1.25"), float("-3"), float("  2e3 "))
    print(str(0.5), repr(0.25), str(1e22), str(1e21))
    x = 0.0
    for i in range(10):
        x += 0.1
    print("sum of tenths", x, x == 1.0)
    print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-0.5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
