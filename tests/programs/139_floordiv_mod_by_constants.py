"""`//` and `%` by constant divisors, which the RTyper writes inline (C division and a
floor correction): both signs of both operands, powers of two, 1 and True, the extreme
ints, in-place forms, and a loop."""


def entry_point(argv):
    out = []
    for a in [-7, -6, -1, 0, 1, 5, 6, 7, 100, -100, -9223372036854775807 - 1, 9223372036854775807]:
        out.append((a // 2, a % 2, a // 3, a % 3, a // -3, a % -3, a // 1, a % 1, a // -2, a % -2, a // 8, a % 8, a // True, a % True))
    for row in out:
        print(row)
    n = 0
    for i in range(50):
        n += i // 4 + i % 4
    print(n)
    x = 10
    x //= 3
    x %= 2
    print(x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
