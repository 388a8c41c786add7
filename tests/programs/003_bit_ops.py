"""Bitwise operators, shifts, bin/hex/oct on positive and negative integers."""


def popcount(x):
    count = 0
    while x:
        count += x & 1
        x >>= 1
    return count


def entry_point(argv):
    n = len(argv)
    a = 0b1100 * n
    b = 0b1010
    print(a & b, a | b, a ^ b, ~a, ~b, ~0)
    print(1 << 10, 1 << 62, 1024 >> 3, -1024 >> 3, -1 >> 10, -17 >> 2)
    print(-5 & 0xFF, -5 | 3, -5 ^ 7)
    print(bin(10), bin(-10), hex(255), hex(-255), oct(8), oct(-64), bin(0))
    print(hex(0x7FFFFFFFFFFFFFFF))
    for v in [0, 1, 7, 255, 1023, 12345]:
        print(v, "has", popcount(v), "bits")
    mask = 0
    for i in range(0, 16, 3):
        mask = mask | (1 << i)
    print("mask", mask, hex(mask))
    flags = 0xF0
    flags = flags & ~0x30
    flags = flags ^ 0x01
    print("flags", flags)
    x = 0x12345678
    swapped = ((x & 0xFF) << 24) | ((x & 0xFF00) << 8) | ((x >> 8) & 0xFF00) | ((x >> 24) & 0xFF)
    print("swapped", hex(swapped))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
