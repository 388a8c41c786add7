"""Number bases: int to any base as text, int(s, base) parsing, hex/bin/oct builtins."""

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if n == 0:
        return "0"
    neg = n < 0
    if neg:
        n = -n
    out = []
    while n > 0:
        out.append(DIGITS[n % base])
        n //= base
    if neg:
        out.append("-")
    out.reverse()
    return "".join(out)


def entry_point(argv):
    for n in [0, 5, 255, -255, 1000000, 9223372036854775807]:
        print(n, to_base(n, 2), to_base(n, 8), to_base(n, 16), to_base(n, 36))
    for text, base in [("ff", 16), ("777", 8), ("101010", 2), ("zz", 36), ("-1a", 16), ("0x1F", 16)]:
        print(text, base, int(text, base))
    for n in [0, 1, 100, -100]:
        print(n, bin(n), oct(n), hex(n), int(to_base(n, 7), 7) == n)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
