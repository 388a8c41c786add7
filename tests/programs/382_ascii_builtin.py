"""ascii() of strs, chars, lists, dicts, tuples, bytes, numbers, None and instances with __repr__, and the !a conversion in f-strings and str.format: repr with every non-ASCII code point escaped as \\x, \\u or \\U."""
import sys


class P:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "P(%s)" % self.n


def entry_point(argv):
    print(ascii("zoë ☃"), ascii(["é", "x"]), ascii("plain"), ascii(3), ascii(2.5), ascii("a'b\n"))
    print(ascii({"ключ": (1, "値")}), ascii(b"\xff"), ascii(P("ü")), ascii("\U0001F600"), ascii(None))
    print(ascii("é"[0]), ascii(""), ascii("\x7f\x80\xa0"), ascii(True), ascii([P("ß"), P("x")]))
    x = "naïve"
    print(f"{x!a} {P('é')!a} {[x]!a} {3!a} {x!r} {x!s}", "{!a}|{!a}".format(x, 2.0))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
