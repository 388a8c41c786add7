"""CPython's iteration order of sets of ints, floats and bools, which follows from its hash
table: hashes modulo 2**61 - 1 (negative, huge and colliding ints), floats (fractions,
-0.0, inf, equal to ints), linear probing and perturbation, deleted slots reused by
add(), growth at 3/5 full, and the order after many adds and removes."""


def churn(seed, rounds):
    s = set()
    x = seed
    for i in range(rounds):
        x = (x * 1103515245 + 12345) % 2147483648
        v = x % 500
        if v % 3 == 0 and v in s:
            s.remove(v)
        else:
            s.add(v)
    return s


def entry_point(argv):
    print({8, 16, 24, 32, 40, 0})
    print({1, 9, 17, 25, 33, 41, 49, 57, 65, 73})
    s = {1, 9}
    s.remove(1)
    s.add(17)
    print(s)
    print({-1, -2, -3, -8, -9, 7, 8})
    print({2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 61 + 1, 2 ** 62, 2 ** 63 - 1, -(2 ** 63)})
    print({10 ** 15, 10 ** 16, 10 ** 17, 10 ** 18, 123456789012, 987654321098})
    grow = set()
    for i in range(0, 100, 3):
        grow.add(i * i)
        if len(grow) in (5, 6, 19, 20):
            print(len(grow), grow)
    print(grow)
    for i in range(0, 100, 6):
        grow.discard(i * i)
    print(grow)
    for i in range(100, 140):
        grow.add(i)
    print(grow)
    print(churn(7, 300))
    print(churn(12345, 2000))
    print(sorted(churn(99, 50)))
    print({0.5, 1.5, 2.25, -0.75, 100.125})
    print({0.1, 0.2, 0.3, 1e100, 1e-100, 3.14159, 2.71828})
    print({float("inf"), float("-inf"), -0.0, 1.0, 2.0, 3.5})
    print({1.0, 2.0, 3.0, 1.0, 4.0} == {4.0, 3.0, 2.0, 1.0})
    fl = set()
    for i in range(40):
        fl.add(i / 8)
    print(fl)
    print({True, False}, {False}, {True})
    flags = set()
    for i in range(10):
        flags.add(i % 3 == 0)
    print(flags)
    counts = {}
    for v in churn(3, 400):
        counts[v % 10] = counts.get(v % 10, 0) + 1
    print(sorted(counts.items()))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
