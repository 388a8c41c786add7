"""str.encode() and bytes.decode() with the UTF-8, Latin-1 and ASCII codecs under the
names CPython accepts ('utf8', 'UTF-8', 'latin1', 'iso-8859-1', 'us-ascii' ...), the
error handlers strict, ignore, replace, backslashreplace and xmlcharrefreplace, and
UnicodeEncodeError/UnicodeDecodeError (caught as themselves, as UnicodeError and as
ValueError) with CPython's messages and reprs; bytes(s, encoding) too."""


def text(n):
    if n > 3:
        return "pi \u03c0 = 3.14 \u20ac \U0001f600"
    return "h\xe9llo w\xf6rld"


def raw(n):
    if n > 3:
        return b"ok \xe2\x82\xac \xff \xe2\x82 end"
    return b"caf\xc3\xa9"


def show_encode(s, encoding, errors):
    try:
        b = s.encode(encoding, errors)
        print(encoding, errors, b, len(b))
    except UnicodeEncodeError as e:
        print("UnicodeEncodeError:", e)
        print(repr(e))


def show_decode(b, encoding, errors):
    try:
        s = b.decode(encoding, errors)
        print(encoding, errors, s, len(s), repr(s))
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
        print(repr(e))


def entry_point(argv):
    n = len(argv)
    latin = text(n)
    wide = text(n + 5)
    print(latin.encode(), latin.encode("utf-8"), wide.encode("utf8"), "".encode("ascii"))
    print(latin.encode("latin-1"), latin.encode("Latin1"), latin.encode("iso-8859-1"),
          latin.encode(encoding="L1"), "abc".encode("US-ASCII"), "abc".encode("646"))
    for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace"]:
        show_encode(latin, "ascii", errors)
        show_encode(wide, "latin-1", errors)
        show_encode(wide, "ascii", errors)
    show_encode("\xe9\xe8 and \xe0", "ascii", "strict")
    show_encode("x" * n + "\u20ac", "latin_1", "strict")
    good = raw(n)
    bad = raw(n + 5)
    print(good.decode(), good.decode("utf-8"), good.decode("latin-1"), b"plain".decode("ascii"))
    for errors in ["strict", "ignore", "replace", "backslashreplace"]:
        show_decode(bad, "utf-8", errors)
        show_decode(good, "ascii", errors)
        show_decode(bad, "latin1", errors)
    cases = [b"\xff", b"\xe2\x82", b"\xe2", b"a\xe2\x28\xa1", b"\xed\xa0\x80", b"\xf0\x80\x80\x80",
             b"\xf4\x90\x80\x80", b"\xf0\x9f\x98", b"\xc0\xaf", b"\xf0\x9f\x98\x80!", b"\x80abc",
             b"\xc3", b"ab\xf0\x9f"]
    for case in cases:
        show_decode(case, "utf-8", "strict")
        show_decode(case, "utf-8", "replace")
    try:
        latin.encode("ascii")
    except UnicodeError as e:
        print("as UnicodeError:", e)
    try:
        bad.decode()
    except ValueError as e:
        print("as ValueError:", e)
    try:
        latin.encode("ascii", "bogus")
    except LookupError as e:
        print("LookupError:", e)
    print("fine".encode("ascii", "bogus"))
    name = "utf-" + str(n + 40)
    try:
        "x".encode(name)
    except LookupError as e:
        print("LookupError:", e)
    print(bytes(latin, "utf-8"), bytes(wide, "ascii", "replace"), bytes("q", encoding="latin-1"))
    round_trip = wide.encode("utf-8").decode("utf-8")
    print(round_trip == wide, len(round_trip), round_trip[5], wide.encode()[3:5])
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
