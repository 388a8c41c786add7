"""math.prod (ints, floats, an empty iterable, start=), math.comb, math.perm (with and
without k) and math.lcm, with CPython's ValueErrors; comb near the 64-bit limit whose
naive products would overflow; int.bit_count()."""

import math


def entry_point(argv):
    print(math.prod([1, 2, 3, 4]), math.prod(range(1, 11)), math.prod([], start=5))
    print(math.prod([1.5, 2.0, 4.0]), math.prod((x / 2 for x in [1.0, 3.0])), math.prod([2], start=3))
    print(math.comb(5, 2), math.comb(10, 0), math.comb(10, 10), math.comb(3, 5), math.comb(52, 5))
    print(math.comb(62, 31), math.comb(66, 33), math.comb(1000, 2))
    print(math.perm(5, 2), math.perm(5), math.perm(5, 0), math.perm(3, 4), math.perm(20, 20))
    print(math.lcm(4, 6), math.lcm(), math.lcm(7), math.lcm(-4, 6), math.lcm(0, 5), math.lcm(2, 3, 4, 5))
    for n, k in [(-1, 2), (5, -2)]:
        try:
            print(math.comb(n, k))
        except ValueError as e:
            print("ValueError:", e)
        try:
            print(math.perm(n, k))
        except ValueError as e:
            print("ValueError:", e)
    print((255).bit_count(), (0).bit_count(), (-7).bit_count(), (2 ** 62).bit_count(),
          sum(x.bit_count() for x in range(1000)), (int(argv[0] != "") - 9).bit_count())
    total = 0
    for n in range(1, 30):
        total += sum(math.comb(n, k) for k in range(n + 1)) - 2 ** n
    print(total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
