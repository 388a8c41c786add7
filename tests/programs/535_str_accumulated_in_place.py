"""Strs accumulated in loops (`s += piece`): grown in place where nothing else can see
them, and every other reference keeps the value it saw."""


def build(n):
    s = ""
    for i in range(n):
        s += chr(97 + i % 26)
    return s


def aliases(n):
    s = "start"
    seen = []
    keys = {}
    snapshot = s
    for i in range(n):
        before = s
        s += str(i)
        if i % 3 == 0:
            seen.append(s)
        keys[s] = i
        if before == s:
            print("never")
        print(len(before), len(s), before[-2:], snapshot)
    s += "!"
    print(s, seen, sorted(keys.items()))
    return s


def reset_lines(text, width):
    lines = []
    line = ""
    for word in text.split():
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = ""
        if line:
            line += " "
        line += word
    if line:
        lines.append(line)
    return lines


def doubling(k):
    s = "ab"
    for _ in range(k):
        s += s
    return s


def prefix_and_suffix(parts):
    out = "["
    for p in parts:
        out = out + p + ", "
        out = "(" + out  # a prepend copies: nothing appends to the old out
    return out + "]"


def unicode_pieces(n):
    s = "é"
    hashes = set()
    for i in range(n):
        hashes.add(hash(s) == hash(s[:]))
        s += "ü" if i % 2 else "x"
        s += "€"
    return s, len(s), s.upper(), s.count("€"), hashes, s[3], s.find("ü€")


def indexed_while_growing(n):
    s = "ñ" * 150
    picks = ""
    for i in range(n):
        picks += s[len(s) - 1 - i] + s[100 + i]
        s += "é" if i % 2 else "z"
        if "zé" in s and s.endswith("z"):
            picks += "|"
    return len(s), picks, s[-7:], s.index("z"), s.rfind("é")


def identity(n):
    s = ""
    for i in range(n):
        t = s
        s += "a"
        print(t is s, t == s, len(t))
    return s is None


def with_exceptions(items):
    s = ""
    for it in items:
        try:
            s += str(10 // it)
        except ZeroDivisionError:
            s += "Z"
            continue
        finally:
            s += ";"
    return s


def while_break(limit):
    s = "w"
    i = 0
    while True:
        s += "%d," % i
        i += 1
        if len(s) > limit:
            break
    return s


def nested(rows, cols):
    grid = ""
    for r in range(rows):
        row = ""
        for c in range(cols):
            row += "#" if (r + c) % 2 else "."
        grid += row + "\n"
    return grid


def from_parameter(base, n):
    for i in range(n):
        base += "-%d" % i
    return base


def entry_point(argv):
    s = build(60)
    print(s, len(s))
    print(aliases(5))
    words = "the quick brown fox jumps over the lazy dog " * 4
    for line in reset_lines(words, 20):
        print(repr(line))
    print(len(doubling(10)), doubling(3))
    print(prefix_and_suffix(["a", "b", "c"]))
    print(unicode_pieces(5))
    print(indexed_while_growing(9))
    print(identity(3))
    print(with_exceptions([1, 2, 0, 5, 0, 3]))
    print(while_break(40))
    print(nested(4, 7), end="")
    original = "base"
    print(from_parameter(original, 4), original)
    big = build(300000)
    print(len(big), big[-3:], big.count("z"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
