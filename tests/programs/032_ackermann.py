"""Deep and mutual recursion: Ackermann for small arguments, even/odd, McCarthy 91."""


def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def mc91(n):
    if n > 100:
        return n - 10
    return mc91(mc91(n + 11))


def entry_point(argv):
    for m in range(3):
        print([ack(m, n) for n in range(5)])
    print("ack(2, 3) =", ack(2, 3), "ack(3, 3) =", ack(3, 3))
    print(is_even(10), is_odd(7), is_even(101))
    print([mc91(n) for n in range(95, 106)])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
