"""Integer to Roman numerals and back, with a round-trip check over 1..3999."""

VALUES = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
SYMBOLS = ["M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"]


def to_roman(n):
    out = []
    for i in range(len(VALUES)):
        while n >= VALUES[i]:
            out.append(SYMBOLS[i])
            n -= VALUES[i]
    return "".join(out)


def from_roman(s):
    i = 0
    n = 0
    for k in range(len(SYMBOLS)):
        sym = SYMBOLS[k]
        while s.startswith(sym, i):
            n += VALUES[k]
            i += len(sym)
    if i != len(s):
        return -1
    return n


def entry_point(argv):
    for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
        print(n, to_roman(n))
    bad = 0
    longest = ""
    for n in range(1, 4000):
        r = to_roman(n)
        if from_roman(r) != n:
            bad += 1
        if len(r) > len(longest):
            longest = r
    print("round trip failures", bad, "longest", longest, len(longest))
    print(from_roman("MMXX"), from_roman("IIII"), from_roman("ABC"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
