"""for loops over strs and bytes stepped inline, without an iterator object on the heap:
ASCII and non-ASCII text (two-, three- and four-byte UTF-8), empty strings, break and
return out of the loop, nested loops over one string, enumerate, zip and reversed over
strings, iter()/next() with and without a default, an except StopIteration that reads the
exception, and checksums over bytes (every byte value, empty bytes, a bytearray copy)."""


def vowels(s):
    n = 0
    for ch in s:
        if ch in "aeiouéü":
            n += 1
    return n


def first_digit(s):
    for ch in s:
        if ch.isdigit():
            return ch
    return "-"


def pairs(s):
    out = []
    for a in s:
        for b in s:
            if a < b:
                out.append(a + b)
    return out


def codes(s):
    return [ord(ch) for ch in s]


def checksum(data):
    h = 0
    for b in data:
        h = (h * 31 + b) & 0xFFFFFFFF
    return h


def entry_point(argv):
    words = ["banana", "", "héllo wörld", "日本語テキスト", "emoji 😀 here", "x" * (len(argv) + 2)]
    for w in words:
        print(repr(w), vowels(w), first_digit(w + "42"), len(pairs(w[:5])), codes(w)[:4])
    total = 0
    for i, ch in enumerate("añb"):
        total += i * ord(ch)
    print(total, [a + b for a, b in zip("abc", "xyzw")], "".join(ch for ch in reversed("añb😀")))
    it = iter("ok")
    print(next(it), next(it), next(it, "end"))
    try:
        next(it)
    except StopIteration as e:
        print("StopIteration", repr(e))
    count = 0
    for ch in "stop here":
        if ch == " ":
            break
        count += 1
    print(count)
    data = bytes(range(256)) * (len(argv) + 1)
    print(checksum(data), checksum(b""), checksum("añb😀".encode()), [b for b in b"\x00\xff"])
    bit = iter(b"q")
    print(next(bit), next(bit, -1))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
