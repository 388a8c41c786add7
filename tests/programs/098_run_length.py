"""Run-length encoding and decoding of strings, plus a round-trip check."""


def encode(s):
    if not s:
        return ""
    out = []
    prev = s[0]
    n = 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append("%d%s" % (n, prev))
            prev = ch
            n = 1
    out.append("%d%s" % (n, prev))
    return "".join(out)


def decode(s):
    out = []
    n = 0
    for ch in s:
        if ch.isdigit():
            n = n * 10 + ord(ch) - ord("0")
        else:
            out.append(ch * n)
            n = 0
    return "".join(out)


def entry_point(argv):
    samples = ["aaabccddddde", "", "x", "abc", "zzzzzzzzzzzzzzzzzzzz", "aabbaabb", "  ..  "]
    for s in samples:
        e = encode(s)
        print(repr(s), "->", repr(e), decode(e) == s)
    long = "ab" * 50 + "c" * 123
    e = encode(long)
    print(len(long), len(e), e[-6:], decode(e) == long)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
