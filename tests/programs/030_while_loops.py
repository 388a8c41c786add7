"""while loops: Collatz sequence, digit sums, Newton's square root, Euclid."""


def collatz(n):
    steps = []
    while n != 1:
        steps.append(n)
        if n % 2:
            n = 3 * n + 1
        else:
            n //= 2
    steps.append(1)
    return steps


def digit_sum(n):
    s = 0
    while n > 0:
        s += n % 10
        n //= 10
    return s


def newton_sqrt(x):
    guess = x / 2.0
    while True:
        better = (guess + x / guess) / 2.0
        if abs(better - guess) < 1e-12:
            return better
        guess = better


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def entry_point(argv):
    print(collatz(27)[:10], len(collatz(27)))
    print(digit_sum(987654321), digit_sum(0), digit_sum(1000001))
    print(newton_sqrt(2.0), newton_sqrt(144.0))
    print(gcd(1071, 462), gcd(17, 5), gcd(0, 9))
    n = 1
    while n < 1000:
        n *= 3
    print("first power of 3 >= 1000:", n)
    i = 10
    while i:
        i -= 3
        if i < 0:
            break
    print("i ended at", i)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
