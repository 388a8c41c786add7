"""str.lower/upper/strip/lstrip/rstrip/split and isdigit/isalpha/isspace/isalnum on ASCII
strings (answered byte by byte) against non-ASCII ones (decoded): every ASCII control
and punctuation character, the separators \\x1c-\\x1f, non-ASCII whitespace (\\x85,
\\xa0, \\u3000), strip sets with and without non-ASCII characters, strings stripped to
nothing, empty strings, and a word count over generated text."""


def show(s):
    print(repr(s), repr(s.lower()), repr(s.upper()), repr(s.strip()), repr(s.lstrip()),
          repr(s.rstrip()), s.split(), len(s.lower()))


def entry_point(argv):
    samples = ["Hello, World!", "  MiXeD case\t\n", "", "   ", "\x1c\x1dab\x1e\x1f",
               "\x85word\xa0", "\u3000full\u3000width\u3000", "Straße", "ÉCOLE école",
               "İstanbul", "ΣΑΣ", "a\x0bb\x0cc\rd", "tab\tsep\tvalues", "x" * 40,
               "123abc", "--==punct==--", "é", "\t", "ABC\x7fdef"]
    for s in samples:
        show(s)
    for s in ["..word!!", "word", "!!!", "", "¡hola!", "«quoted»", "a.b.c"]:
        print(repr(s), repr(s.strip(".,;:!?")), repr(s.lstrip("!.")), repr(s.rstrip("!")),
              repr(s.strip("¡!«»")), repr(s.strip("")), repr(s.strip("abcdefghijklmnopqrstuvwxyz")))
    classes = []
    for code in range(128):
        c = chr(code)
        classes.append("%d%d%d%d" % (c.isdigit(), c.isalpha(), c.isspace(), c.isalnum()))
    print(" ".join(classes))
    for c in ["\x85", "\xa0", "é", "٣", "²", "ǅ", "\u3000", "ab", "a1", "  ", ""]:
        print(repr(c), c.isdigit(), c.isalpha(), c.isspace(), c.isalnum())
    words = ["Alpha", "beta,", "GAMMA.", "delta!", "Épée", "naïve;", "x"]
    counts = {}
    text = []
    for i in range(3000):
        text.append(words[(i * 3 + i // 5) % len(words)])
        if i % 13 == 0:
            text.append("\n")
    for line in " ".join(text).split("\n"):
        for word in line.split():
            w = word.strip(".,;:!?").lower()
            counts[w] = counts.get(w, 0) + 1
    for w in sorted(counts):
        print(w, counts[w], w.upper())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
