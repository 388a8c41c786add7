"""str.maketrans (two strings, three strings, a dict of chars to strs or None) and str.translate (tables of ints, strs and None, made at import and at run time, a dict literal of ord keys), rot13 and DNA complement as programs write them, CPython's ValueErrors, and a class of the program with a translate method of its own."""
import sys


class Codon:
    def __init__(self, seq):
        self.seq = seq

    def translate(self, table):
        return "".join(table.get(self.seq[i:i + 3], "?") for i in range(0, len(self.seq), 3))


ROT13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                      "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
COMPLEMENT = str.maketrans("ACGT", "TGCA")


def entry_point(argv):
    print("Hello, World!".translate(ROT13))
    print("GATTACA".translate(COMPLEMENT)[::-1])
    t = str.maketrans("abc", "xyz", "d")
    print(t)
    print("abcdabcd".translate(t))
    punct = str.maketrans("", "", ",.!?")
    print("Hi, there! How are you?".translate(punct))
    print(str.maketrans({"a": "4", "e": "3", "o": None}))
    leet = str.maketrans({"a": "4", "e": "3", "l": "1", "t": "7"})
    print("leet translate".translate(leet))
    print("hello".translate({ord("l"): "L", ord("o"): None}))
    print("hello".translate({104: 72}))
    print(Codon("ATGGCC").translate({"ATG": "M", "GCC": "A"}))
    try:
        str.maketrans("ab", "c")
    except ValueError as e:
        print("ValueError:", e)
    try:
        str.maketrans({"ab": "c"})
    except ValueError as e:
        print("ValueError:", e)
    try:
        "a".translate({97: -1})
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
