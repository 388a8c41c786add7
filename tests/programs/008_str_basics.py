"""Strings: concatenation, len, indexing, negative indexes, slices with steps."""


def entry_point(argv):
    s = "Hello, World"
    print(s, len(s))
    print(s[0], s[4], s[-1], s[-5])
    print(s[0:5], s[7:], s[:5], s[-5:], s[:-7])
    print(s[::2], s[1::3], s[::-1], s[-1:-6:-1], s[10:2:-2])
    print(s[3:3] == "", s[100:], s[-100:3])
    t = s + "!" + "!"
    print(t)
    u = ""
    for i in range(5):
        u = u + str(i)
    print(u, len(u))
    print("ab" * 3, "-" * 10, "x" * 0 == "")
    first = s[:s.find(",")]
    print("first word:", first)
    chars = []
    for ch in "abc":
        chars.append(ch + ch.upper())
    print(chars)
    print("".join(chars))
    word = "racecar"
    print(word == word[::-1], "python" == "python"[::-1])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
