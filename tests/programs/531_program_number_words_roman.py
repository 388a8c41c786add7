ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")]


def say(n):
    if n == 0:
        return "zero"
    if n < 0:
        return "minus " + say(-n)
    parts = []
    for value, name in SCALES:
        if n >= value:
            parts.append(say(n // value) + " " + name)
            n %= value
    if n >= 100:
        parts.append(ONES[n // 100] + " hundred")
        n %= 100
    if n >= 20:
        t = TENS[n // 10]
        if n % 10:
            t += "-" + ONES[n % 10]
        parts.append(t)
    elif n > 0:
        parts.append(ONES[n])
    return " ".join(parts)


ROMAN = [(1000, 'M'), (900, 'CM'), (500, 'D'), (400, 'CD'), (100, 'C'), (90, 'XC'),
         (50, 'L'), (40, 'XL'), (10, 'X'), (9, 'IX'), (5, 'V'), (4, 'IV'), (1, 'I')]


def to_roman(num):
    if not 0 < num < 4000:
        raise ValueError("number out of range (must be 1..3999)")
    result = ''
    for value, numeral in ROMAN:
        while num >= value:
            result += numeral
            num -= value
    return result


def from_roman(s):
    values = dict((r, v) for v, r in ROMAN if len(r) == 1)
    total = 0
    prev = 0
    for ch in reversed(s.upper()):
        v = values[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    return total


def ordinal(n):
    suffix = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, 'th')
    return str(n) + suffix


def entry_point(argv):
    for n in [0, 7, 13, 42, 100, 101, 999, 1000, 1234567, -45, 2000000001]:
        print(f"{n:>12,} {say(n)}")
    for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
        r = to_roman(n)
        assert from_roman(r) == n
        print(str(n).rjust(5), r.ljust(12, '.'), from_roman(r.lower()))
    try:
        to_roman(0)
    except ValueError as err:
        print("Error:", err)
    print(", ".join(ordinal(i) for i in [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]))
    words = [say(i) for i in range(1, 21)]
    longest = max(words, key=len)
    print(longest, len(longest), words.index(longest) + 1)
    print(sum(len(say(i).replace(" ", "").replace("-", "")) for i in range(1, 1000)))
    print("{:^30}".format(to_roman(1888)))
    print("|" + "roman".center(11, "*") + "|", "42".zfill(6), "abc".partition("b"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
