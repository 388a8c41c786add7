"""str and bytes startswith/endswith with start and end: CPython's tailmatch is false when
the adjusted bounds leave start past end, even for an empty affix (the empty slice would
start with it); negative and out-of-range bounds, tuples of affixes, non-ASCII text."""
import sys

BOUNDS = [(0, 9), (1, -1), (-4, 100), (5, 2), (-100, -5), (3, 3), (9, 9), (10, 20), (9, 100), (-1, -2)]


def entry_point(argv):
    s = "abcabcabc"
    u = "héllo wörld"
    b = b"abcabcabc"
    for start, end in BOUNDS:
        print(start, end, s.startswith("", start, end), s.endswith("", start, end), s.startswith("ab", start, end),
              s.endswith("bc", start, end), s.startswith(("x", ""), start, end), s.endswith(("c", "q"), start, end),
              u.startswith("", start, end), u.endswith("ö", start, end), u.startswith("é", start, end),
              b.startswith(b"", start, end), b.endswith(b"", start, end), b.startswith(b"ca", start, end))
    print(s.startswith("", 9), s.startswith("", 10), s.endswith("", 10), u.startswith("", len(u) + 1), b.endswith(b"", 10))
    n = len(argv) + 8
    print(s.startswith("", n), s.startswith("", n + 1), s.startswith("c", n - 1), s.endswith("", n + 5, 2))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
