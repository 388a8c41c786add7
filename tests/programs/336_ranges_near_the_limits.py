"""Ranges whose values come near the 64-bit limits: iteration with steps above one stops after the last value instead of wrapping, list(range(...)) and len() of such ranges, and ordinary ranges alongside."""


def entry_point(argv):
    big = 9223372036854775807
    n = len(argv)
    print(list(range(big - 12, big, 5)), list(range(-big + 10, -big - 1, -7)))
    count = 0
    for v in range(big - 20 + n, big, 6):
        count += 1
        print(v)
    print(count, len(range(big - 20, big, 6)), list(range(big - 3, big)))
    total = 0
    for i in range(1000):
        total += i
    print(total, [x for x in range(10, 0, -3)], list(range(0, 10, 4)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
