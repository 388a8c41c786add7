"""Building strings: += in loops, join of pieces, rlib StringBuilder, number formatting."""
from rlib.rstring import StringBuilder


def to_binary(n):
    if n == 0:
        return "0"
    digits = ""
    while n > 0:
        digits = str(n % 2) + digits
        n //= 2
    return digits


def table(rows, cols):
    sb = StringBuilder()
    for r in range(1, rows + 1):
        for c in range(1, cols + 1):
            sb.append("%4d" % (r * c))
        sb.append("\n")
    return sb.build()


def banner(text):
    sb = StringBuilder(64)
    sb.append_multiple_char("*", len(text) + 4)
    sb.append("\n* ")
    sb.append(text)
    sb.append(" *\n")
    sb.append_multiple_char("*", len(text) + 4)
    return sb.build()


def entry_point(argv):
    print([to_binary(i) for i in [0, 1, 5, 255, 1024]])
    print(table(4, 6), end="")
    print(banner("RPython"))
    pieces = []
    for i in range(10):
        pieces.append(str(i * i))
    print(",".join(pieces))
    s = ""
    for word in ["alpha", "beta", "gamma"]:
        if s:
            s += "/"
        s += word
    print(s, len(s))
    sb = StringBuilder()
    sb.append_slice("hello world", 6, 11)
    sb.append("!")
    print(sb.build(), sb.getlength())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
