"""Integer arithmetic: + - * // % ** with negative operands, abs, divmod, pow."""


def show(a, b):
    print(a, b, "->", a + b, a - b, a * b, a // b, a % b)


def entry_point(argv):
    n = len(argv)  # 1 under the test runner, keeps values non-constant
    show(7, 2)
    show(-7, 2)
    show(7, -2)
    show(-7, -2)
    show(6 * n, 3)
    show(-1, 5)
    show(0, -3)
    print(divmod(17, 5), divmod(-17, 5), divmod(17, -5))
    print(abs(-42 * n), abs(42), abs(0))
    print(2 ** 10, 3 ** 4 * n, (-2) ** 3, 7 ** 0)
    print(pow(2, 20), pow(10, 18))
    big = 9223372036854775807
    print(big, -big - 1)
    print(big // 3, big % 1000)
    x = 1
    for i in range(62):
        x = x * 2
    print("2**62 =", x)
    acc = 0
    for i in range(-10, 11):
        acc += i * i - 3 * i + 2
    print("sum poly", acc)
    print(-7 // 2 * n, -(7 // 2), (-7) % 3, 7 % -3)
    y = 100
    y //= 7
    y *= -3
    y -= 1
    y %= 10
    print("augmented", y)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
