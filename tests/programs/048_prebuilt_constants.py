"""Module-level constants read by functions: ints, strs, tuples, read-only lists and dicts."""

MAX_ITEMS = 5
GREETING = "hi"
PRIMES = (2, 3, 5, 7, 11, 13)
DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
UNITS = (("km", 1000.0), ("m", 1.0), ("cm", 0.01))
MATRIX = [[1, 2], [3, 4]]


def spell(n):
    words = []
    for ch in str(n):
        words.append(DIGITS[ord(ch) - ord("0")])
    return "-".join(words)


def roman_value(s):
    total = 0
    prev = 0
    for ch in reversed(s):
        v = ROMAN[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    return total


def to_meters(value, unit):
    for name, factor in UNITS:
        if name == unit:
            return value * factor
    return -1.0


def entry_point(argv):
    print(GREETING, MAX_ITEMS, PRIMES, len(PRIMES), PRIMES[-1])
    print(spell(2024), spell(7))
    for r in ["XIV", "MCMXC", "MMXXIV", "IX"]:
        print(r, roman_value(r))
    print(to_meters(2.5, "km"), to_meters(30.0, "cm"), to_meters(1.0, "mi"))
    print(sum(PRIMES), MATRIX[1][0], "V" in ROMAN, ROMAN.get("Q", 0))
    print([p * p for p in PRIMES if p < MAX_ITEMS])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
