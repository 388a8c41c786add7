"""`x in (2, 4, 5, 8)`, `x in [..]`, `c in "ACGT"` and `not in`: membership in constant and
built tuples of ints, bools, chars and strings (lowered to comparisons), with negative
numbers, bools against ints, non-ASCII characters, empty tuples and strings, None, and
the tuples of floats that keep the general search (not `nan in (nan,)`: CPython finds the
same object by identity, RPython compares floats by value)."""

DIGITS = (2, 4, 5, 8)
WORDS = ("alpha", "beta", "", "é")


def classify(r):
    if r in (2, 4, 5, 8):
        return "even-ish"
    if r not in (-1, 0, 1):
        return "other"
    return "small"


def kind(ch):
    if ch in "AEIOUaeiou":
        return "vowel"
    if ch in ("x", "y", "z"):
        return "xyz"
    if ch in "é€ü":
        return "accent"
    if ch in "":
        return "never"
    return "consonant"


def word_kind(w):
    if w in ("alpha", "beta", "gamma"):
        return "greek"
    if w in ("a", "b"):
        return "letter"
    if w in WORDS:
        return "listed"
    return "?"


def maybe(n):
    if n > 2:
        return None
    return "beta"


def entry_point(argv):
    n = len(argv)
    counts = [0, 0, 0]
    for r in range(-5, 40):
        c = classify(r)
        if c == "even-ish":
            counts[0] += 1
        elif c == "other":
            counts[1] += 1
        else:
            counts[2] += 1
    print(counts, [classify(r) for r in (-2, -1, 0, 1, 2, 3, 8, 9)])
    print(1 in (True, False), 0 in (True,), 2 in (True, False), True in (1, 2), False in (1, 2))
    print(n in (), n + 1 in [1, 2, 3], n in [7, 8, 9], -9223372036854775807 - 1 in (0, -9223372036854775807 - 1))
    print(sum([1 for r in range(100) if r in DIGITS]), [r for r in range(10) if r not in DIGITS])
    a = n + 1
    b = n * 10
    built = (a, b, 7)
    print(2 in built, 10 in built, 7 in built, 3 in built, 20 not in built)
    print("".join([kind(ch)[0] for ch in "Hello, World! xyz é€ü ß"]))
    print([word_kind(w) for w in ["alpha", "a", "", "é", "delta", "beta", "b"]])
    s = "ab" * n
    print(s in ("ab", "abab"), s[0] in ("ab", "a"), "x" in (s, "x"), s in ("a", "b"))
    print(maybe(n) in ("beta",), maybe(n + 5) in ("beta", "gamma"))
    f = 0.5 * n
    print(f in (0.5, 1.0), f in (2.0, 3.0), 1.0 in (1, 2.5))
    total = 0
    for i in range(1000):
        if i % 10 in (2, 4, 5, 8):
            total += i
        if chr(65 + i % 26) in "ACGT":
            total += 1
    print(total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
