"""Arithmetic whose intermediate results pass 64 bits but whose low bits only are used, as hash functions and PRNGs compute them: `& mask`, `% 2**k`, rlib's intmask() and r_uint(), in loops carrying the value; and results near the 64-bit limits that fit, which must stay exact (an overflow where the exact value matters stops the program instead: tests/int_overflow)."""

import sys

from rlib.rarithmetic import intmask, r_uint

MASK48 = (1 << 48) - 1


def fnv1a(text):
    h = 0x4222325CBF29
    for ch in text:
        h = ((h ^ ord(ch)) * 0x100000001B3) & MASK48
    return h


def polynomial_hash(text):
    h = 7
    for ch in text:
        h = (h * 1000003 + ord(ch)) % 4294967296
    return h


def lcg(seed, n):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFF
        out.append(x >> 16)
    return out


def java_hash(text):
    h = 0
    for ch in text:
        h = intmask(h * 31 + ord(ch))
    return h


def unsigned_mix(a, b):
    x = r_uint(a) * r_uint(0x1E3779B97F4A7C15)
    x ^= r_uint(b)
    return intmask(x >> 7)


def near_limits():
    big = 9223372036854775807
    print(big - 1 + 1, -big - 1, big // 3 * 3, (big - 5) + 5)
    x = 3037000499
    print(x * x, (x + 1) * (x - 1))
    print(1 << 62, (1 << 62) + ((1 << 62) - 1))


def entry_point(argv):
    words = ["", "a", "hello", "rtfarm translates RPython", "é ü ß"]
    for w in words:
        print(repr(w), fnv1a(w), polynomial_hash(w), java_hash(w * 20))
    print(lcg(42, 6))
    print(unsigned_mix(12345, 678), unsigned_mix(-1, 2))
    near_limits()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
