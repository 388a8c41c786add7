"""str.splitlines() with keepends given positionally, by keyword, as a bool or an int, on
every line boundary CPython knows (\n, \r\n, \r, \v, \f, \x1c, \x85, \u2028), and a
text reader that keeps line ends to rebuild its input byte for byte."""
import sys

SAMPLES = ["", "\n", "one", "one\n", "a\nb\r\nc\rd", "x\n\ny\n\n", "tab\x0bform\x0cfs\x1cnel\x85ls\u2028end",
           "\r\n\r\n", "trailing\r"]


def reflow(text):
    out = []
    for line in text.splitlines(True):
        body = line.rstrip("\r\n")
        ending = line[len(body):]
        out.append("[%s]%r" % (body.upper(), ending))
    return "".join(out)


def entry_point(argv):
    for s in SAMPLES:
        print(repr(s), s.splitlines(), s.splitlines(True), s.splitlines(keepends=True),
              s.splitlines(False), s.splitlines(keepends=False), s.splitlines(1), s.splitlines(0))
        assert "".join(s.splitlines(True)) == s
    keep = len(argv) > 5
    print("a\nb".splitlines(keep), "a\nb".splitlines(not keep))
    print(reflow("first line\nsecond\r\nthird\rlast"))
    counts = [len(line) for line in "ab\ncd\r\nef".splitlines(keepends=True)]
    print(counts, sum(counts))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
