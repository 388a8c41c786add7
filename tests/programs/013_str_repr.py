"""repr() of strings: quote choice, escapes, non-printable characters; str * n."""


def entry_point(argv):
    print(repr("plain"))
    print(repr("it's"))
    print(repr('say "hi"'))
    print(repr("both ' and \""))
    print(repr("tab\there"), repr("new\nline"), repr("back\\slash"))
    print(repr("\r\x00\x07\x1f\x7f"))
    print(repr(""), repr(" "), repr("é"), repr("\u263a"))
    items = ["a", "b'c", "d\"e"]
    print(items)
    print(repr("ab" * 3), "=" * 20)
    s = "x"
    n = len(argv) + 2
    print(s * n, n * "ab", "-" * -1 == "")
    print(str("text"), "%r and %s" % ("q'uote", "q'uote"))
    print(repr("\\n"), len("\\n"), len("\n"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
