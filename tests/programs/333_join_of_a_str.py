"""str.join of a str (and of one character): its characters with the separator between them, ASCII and not, empty and single-character strings."""


def entry_point(argv):
    s = "héllo, wörld"
    print("x".join("abc"), "-".join(s), "".join("abc"), ", ".join("é"), "+".join(""), "<>".join(s[:3]))
    for word in ["ab", "", "日本語"]:
        print(repr("|".join(word)), len("..".join(word)))
    c = s[1]
    print("*".join(c), " ".join(s.upper()))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
