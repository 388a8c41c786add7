"""Integer arithmetic whose overflow checks the backend removes from value ranges (passes/backendopt/int_ranges.h): counters bounded by the loop test up to the 64-bit limits, range() values, %, //, & and >> of bounded values; and a spectral-norm-shaped function whose loops run unchecked for small arguments and checked for large ones (overflow_checks.h), at and around the parameter bounds 2**16, 2**24, 2**30 and 2**31, negative too: every result must be exact."""

import sys

BIG = 9223372036854775807  # 2**63 - 1
SMALL = -9223372036854775808


def count_up(i, n):
    # i + 1 cannot overflow: i < n <= 2**63 - 1
    out = []
    while i < n:
        i += 1
        out.append(i)
    return out


def count_down(i, n):
    out = []
    while i > n:
        i -= 1
        out.append(i)
    return out


def count_up_le(i, n):
    out = []
    while i <= n - 1:
        i = i + 1
        out.append(i)
    return out


def range_sums(start, stop, step):
    out = []
    for i in range(start, stop, step):
        out.append(i + 1)
        out.append(i - 1)
    return out


def mod_and_shift(values):
    out = []
    for v in values:
        m = v % 1000
        d = m // 7
        a = v & 0xFFFF
        s = (v >> 40) if v >= 0 else 0
        out.append(m * 9223372036854775 + d)
        out.append(a * 140737488355328 + a)
        out.append(s * 2 + 1)
    return out


def eval_a(i, j):
    ij = i + j
    return ij * (ij + 1) // 2 + i + 1


def table(start, n):
    # every Signed parameter within +-2**30: the unchecked version runs
    total = 0.0
    last = 0
    for i in range(start, start + n):
        for j in range(start, start + n):
            last = eval_a(i, j)
            total += 1.0 / last
    return last, total


def weighted(n, weight):
    # `weight` unbounded: the checks of weight * i stay in both versions
    s = 0
    for i in range(n):
        s = weight * i + i
    return s


def spread(lo, n):
    out = []
    for k in range(n):
        v = lo + k
        out.append(v * v - k)
    return out


def entry_point(argv):
    print(count_up(BIG - 4, BIG))
    print(count_up(SMALL, SMALL + 3))
    print(count_up(-3, 2))
    print(count_down(SMALL + 4, SMALL))
    print(count_down(BIG, BIG - 2))
    print(count_up_le(BIG - 3, BIG))
    print(range_sums(BIG - 3, BIG, 1))
    print(range_sums(SMALL + 3, SMALL, -1))
    print(range_sums(SMALL + 1, SMALL + 7, 2))
    print(range_sums(BIG - 1, BIG - 7, -3))
    print(mod_and_shift([0, 1, 999, 1000, 123456789, BIG, SMALL, -1, -999, 2 ** 62 + 12345]))
    for start in [0, 1, 3, 65533, 65536, 65537, 16777216, 1073741822, 1073741824,
                  1073741825, 1518500240, -1073741824, -1073741825, -1518500249, -9]:
        last, total = table(start, 3)
        print(start, last, repr(total))
    print(table(2, 2), table(-2, 1))
    print(weighted(4, 3), weighted(3, 2 ** 61), weighted(2, -(2 ** 62)))
    for lo in [0, 46340, 65535, 65536, 3037000497, -3037000499, 1073741824, -2147483649]:
        print(lo, spread(lo, 3))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
