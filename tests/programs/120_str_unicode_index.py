"""Non-ASCII strs by code point: len, indexing, slices with steps, iteration, searching, chr/ord."""


def show_indexing(s):
    print(len(s), s[0], s[1], s[-1], s[-2], s[len(s) // 2])
    try:
        print(s[len(s)])
    except IndexError:
        print("IndexError at", len(s))
    try:
        print(s[-len(s) - 1])
    except IndexError:
        print("IndexError at", -len(s) - 1)


def show_slices(s):
    print(s[1:4] + "|" + s[-3:] + "|" + s[:-3] + "|" + s[100:] + "|" + s[-100:2])
    print(s[::2] + "|" + s[::-1] + "|" + s[1:8:3] + "|" + s[8:1:-2] + "|" + s[-1:-6:-1])
    print(s[2:2] == "", s[3:1] == "", s[:] == s, len(s[1:-1]))


def show_iteration(s):
    codes = []
    for c in s:
        codes.append(ord(c))
    print(codes)
    back = ""
    for c in reversed(s):
        back += c
    print(back, back == s[::-1])
    for i, c in enumerate(s):
        if ord(c) > 127:
            print(i, c, hex(ord(c)))
    print(list(s))
    pairs = []
    for a, b in zip(s, "abcdef"):
        pairs.append(a + b)
    print(pairs)


def show_search(s):
    print(s.find("va"), s.find("va", 4), s.find("va", 4, 8), s.rfind("va"), s.rfind("va", 0, 9))
    print(s.index("bien"), s.rindex("ça"), s.count("ça"), s.count("a", 3, 10), s.count("a"))
    print(s.find("ç"), s.find("ç", 1), s.rfind("ç"), s.find("ça", -9), s.find("zz"))
    print(s.find(""), s.find("", 3), s.rfind(""), s.count(""), s.find("", 100))
    print("ç" in s, "bien" in s, "xyz" in s, "ça va" in s)
    try:
        print(s.index("été"))
    except ValueError:
        print("ValueError: substring not found")
    print(s.startswith("ça"), s.endswith("bien"), s.startswith("va", 3), s.endswith("ça", 0, 2))


def checksum_chars(step):
    total = 0
    count = 0
    text = ""
    for cp in range(0, 0x110000, step):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if ord(c) != cp or len(c) != 1:
            print("round trip failed at", cp)
        total = (total * 31 + ord(c)) % 1000000007
        count += 1
        if count % 97 == 1:
            text += c
    print(count, total, len(text), ord(text[0]), ord(text[-1]), ord(max(list(text))), ord(min(list(text))))


def show_chr_ord():
    for cp in [0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x3B1, 0x263A, 0xFFFD, 0x10000,
               0x1F600, 0x10FFFF]:
        c = chr(cp)
        print(hex(cp), ord(c) == cp, len(c), len(c + c), (c * 3)[1] == c, ord(chr(cp)))
    print(chr(233), chr(0x263A), chr(0x1F600), chr(0x1F44D) + chr(0x1F3FD))
    print(ord("é"), ord("\u263a"), ord("😀"), ord("€"))
    try:
        print(chr(0x110000))
    except ValueError:
        print("ValueError: chr() arg not in range(0x110000)")
    try:
        print(chr(-1))
    except ValueError:
        print("ValueError: chr() arg not in range(0x110000)")


def long_text(n):
    pieces = []
    for i in range(n):
        if i % 7 == 3:
            pieces.append(chr(0x1F600 + i % 5))
        elif i % 3 == 0:
            pieces.append(chr(0x3B1 + i % 20))
        else:
            pieces.append(chr(ord("a") + i % 26))
    return "".join(pieces)


def show_long(n):
    # Long non-ASCII strings: indexing at every position, slices across the whole string.
    s = long_text(n)
    expected = long_text(n)
    same = 0
    for i in range(len(s)):
        if s[i] == expected[i] and s[-1 - i] == expected[n - 1 - i]:
            same += 1
    h = 0
    for i in range(0, n, 13):
        h = (h * 131 + ord(s[i])) % 1000003
    print(len(s), same, h, ord(s[n // 2]), ord(s[-n // 3]))
    piece = s[n // 3:n // 3 + 40]
    print(len(piece), s.find(piece), s.find(piece, n // 3 + 1), s.rfind(piece), s.count(piece))
    print(len(s[::3]), len(s[::-7]), s[::-1][::-1] == s, s[5:n - 5:11] == s[5:n - 5][::11])
    back = 0
    for c in reversed(s):
        back = (back * 7 + ord(c)) % 1000003
    fwd = 0
    for c in s[::-1]:
        fwd = (fwd * 7 + ord(c)) % 1000003
    print(back, fwd, s.count(chr(0x1F600)), s.find(chr(0x1F601), n // 2), s.rfind("b", 0, n // 2))


def entry_point(argv):
    show_indexing("héllo wörld")
    show_indexing("日本語のテキスト")
    show_indexing("a😀b👍🏽c")
    show_slices("héllo wörld")
    show_slices("αβγδεζηθικλμ")
    show_slices("😀😁😂🤣😃😄😅😆")
    show_iteration("naïve ☺ 😀")
    show_search("ça va, ça va bien")
    show_chr_ord()
    checksum_chars(4999)
    checksum_chars(65537)
    show_long(200)
    show_long(1500)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
