"""rlib.rarithmetic.r_uint: unsigned 64-bit wrap-around arithmetic, unsigned comparisons."""
from rlib.rarithmetic import r_uint, intmask

# unsigned constants above 2**63 are built at import time (prebuilt r_uint values)
FNV_OFFSET = r_uint(0xcbf29ce484222325)
FNV_PRIME = r_uint(0x100000001b3)
ALL_ONES = r_uint(0xFFFFFFFFFFFFFFFF)


def fnv1a(text):
    h = FNV_OFFSET
    for ch in text:
        h = h ^ r_uint(ord(ch))
        h = h * FNV_PRIME
    return h


def xorshift(state):
    x = state
    x = x ^ (x << 13)
    x = x ^ (x >> 7)
    x = x ^ (x << 17)
    return x


def entry_point(argv):
    a = r_uint(5)
    b = r_uint(7)
    print(a + b, b - a, a - b, a * b, b // a, b % a)
    print(a - b > a, r_uint(0) - r_uint(1))
    big = r_uint(1) << 63
    print(big, big >> 3, big + big)
    print(intmask(ALL_ONES), ALL_ONES == r_uint(0) - r_uint(1), intmask(big))
    for w in ["", "a", "hello", "RPython"]:
        h = fnv1a(w)
        print(repr(w), h, intmask(h))
    s = r_uint(88172645463325252)
    for i in range(5):
        s = xorshift(s)
        print(s % r_uint(1000))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
