"""`"".join` of lists of one-character strs (the runtime's one-pass path) and of lists
that start with one-character strs and then hold a longer piece, an empty str, a
non-ASCII character or None (the general path, CPython's TypeError naming the item);
joined lines printed, their len, hash-free comparisons and slices."""
import sys

ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"


def chars_of(text, n):
    out = []
    for i in range(n):
        out.append(text[i % len(text)])
    return out


def maybe_none(n, where):
    out = []
    for i in range(n):
        if i == where:
            out.append(None)
        else:
            out.append(ALU[i % len(ALU)])
    return out


def entry_point(argv):
    for n in [0, 1, 2, 7, 60, 61, 200]:
        line = "".join(chars_of(ALU, n))
        print(n, len(line), line[:70], line == ALU[:n], line[:3] == ALU[:3])
    for extra in ["AC", "", "\xe9", "\u20ac", "\U0001f600", "x"]:
        pieces = chars_of("acgt", 5)
        pieces.append(extra)
        pieces.append("T")
        joined = "".join(pieces)
        print(repr(joined), len(joined), repr(joined[4:7]), repr(joined[-2:]))
    print(repr("".join(["\xe9", "a", "b"])), len("".join(["\u20ac", "\u20ac"])))
    print(repr("-".join(chars_of(ALU, 9))), repr(", ".join(chars_of("xy", 3))))
    for where in [0, 1, 5, 59]:
        try:
            print("".join(maybe_none(60, where)))
        except TypeError as e:
            print("TypeError", e)
    lines = []
    for k in range(5):
        lines.append("".join(chars_of(ALU[k:], 60)))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
