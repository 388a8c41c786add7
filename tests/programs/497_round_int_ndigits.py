"""round(x, ndigits) of an int is an int: x itself at ndigits >= 0, the nearest multiple
of 10**-ndigits (half to even, exact) below zero; constants and run-time values, negative
numbers, bools, and the results used as ints."""
import sys


def bucket(population):
    return round(population, -3)


def entry_point(argv):
    n = len(argv)
    for x in [1234, 1250, -1250, 1350, 15, 25, -25, 0, 999999, n * 7, 9223372036854775807 // 10, -5]:
        print(x, round(x, -1), round(x, -2), round(x, 0), round(x, 3), round(x, -n), round(x, -18))
    print(round(True, 1), round(2500, -3), round(3500, -3), round(-3500, -3), round(1234, -20))
    cities = {"a": 1234567, "b": 98765, "c": 500}
    for name, pop in cities.items():
        b = bucket(pop)
        print(name, b, b // 1000, "%d" % b, f"{b:,}")
    print(sum(round(p, -2) for p in cities.values()), [round(v / 3, 2) for v in (1, 2)])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
