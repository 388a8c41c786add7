"""Chars moved from one container to another (kept as one-character strs, converted to a code point and back: passes/backendopt/char_roundtrip.h): a translation table read into a list then joined, dict values of chars, ASCII and non-ASCII (é, 中, an emoji), ord() of the moved chars, identity-free comparisons; len() of str constants (folded) as a modulus and bound, and counters walking a str backwards."""

import sys

ALPHABET = "ACGTacgt"
WIDE = "aé中😀Z"
PAIRS = ["AT", "CG", "GC", "TA", "ée", "中文", "😀!", "zZ"]


def table_of(pairs):
    table = ["?"] * 128
    extra = {}
    for pair in pairs:
        if ord(pair[0]) < 128:
            table[ord(pair[0])] = pair[1]
        else:
            extra[pair[0]] = pair[1]
    return table, extra


def translate(text, table, extra):
    out = []
    i = len(text) - 1
    while i >= 0:
        c = text[i]
        if ord(c) < 128:
            out.append(table[ord(c)])
        elif c in extra:
            out.append(extra[c])
        else:
            out.append(c)
        i -= 1
    return "".join(out)


def rotate(text, k):
    chars = []
    pos = k % len(ALPHABET)
    for ch in text:
        chars.append(ALPHABET[pos])
        chars.append(ch)
        pos = (pos + 1) % len(ALPHABET)
    return "".join(chars)


def copy_chars(src):
    dst = []
    for i in range(len(src)):
        dst.append(src[i])
    firsts = {}
    for c in dst:
        firsts[c] = dst[0]
    return dst, firsts


def entry_point(argv):
    table, extra = table_of(PAIRS)
    for text in ["ACGT", "TTGCA", "zé中😀a", "", "x", "Z" * 7 + "é"]:
        r = translate(text, table, extra)
        print(repr(r), len(r), [ord(c) for c in r])
    for k in [0, 1, 7, 8, 9, -1, -9, 1000003]:
        print(k, rotate("xyz", k))
    dst, firsts = copy_chars(list(WIDE))
    print(dst, sorted(firsts.items()), [ord(c) for c in dst])
    print(dst[1] == "é", dst[2] == "中", dst[3] == "😀", dst[4] < "a", "".join(dst) == WIDE)
    print(len(ALPHABET), len(WIDE), len(PAIRS[4]), len("中文"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
