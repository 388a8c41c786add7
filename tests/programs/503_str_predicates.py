"""The str predicates as CPython 3.11 answers them, from its Unicode database:
isdecimal, isdigit, isnumeric, isalpha, isalnum, isprintable, isidentifier, isascii and
istitle on ASCII and other scripts (superscripts, fractions, Arabic-Indic and
mathematical digits, combining marks, unassigned code points), counted over every code
point (istitle and casefold within the alphabets the runtime's case mapping covers:
docs/runtime.md); repr() and ascii() escaping what is not printable; int() of digits of
other scripts."""
import sys


def survey(name, test, last):
    count = 0
    mix = 0
    cp = 0
    while cp <= last:
        if test(chr(cp)):
            count += 1
            mix = (mix * 31 + cp) & 0xFFFFFFFF
        cp += 1
    print(name, count, mix)


def continues_identifier(c):
    return ("a" + c).isidentifier()


SAMPLES = ["123", "\u00bd", "Hello World", "hello", "abc\n", "x_1", "1x", "", "AB", "\u00df",
           "\u01c4a", "\u0663", "\u00b2", "\u00e9", "\u0378", "\u00a0", "\u01c5", "Hello world",
           "A1 B2", "_", "a b", "\U0001d7d8", "\u2177", "\u4e09", "e\u0301", "Title Case Words",
           "They'Re", "\u0391\u03b8\u03ae\u03bd\u03b1", " ", "\t"]


def entry_point(argv):
    for s in SAMPLES:
        print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isalpha(), s.isalnum(),
              s.isprintable(), s.isidentifier(), s.isascii(), s.istitle(), repr(s.casefold()))
    for word in ["name", "class", "2fast", "_private", "caf\u00e9", "x-y", "\u00b2x"]:
        print(word, word.isidentifier())
    line = "Room 101 \u2013 \u00bd price"
    print([c for c in line if c.isnumeric()], [c for c in line if c.isdecimal()])
    print(sum(1 for c in line if c.isprintable()), ascii(line))
    print(int("\u0661\u0662"), int("\U0001d7d9\U0001d7da"), int(" \uff17 "), float("\u0663.5"))
    print(repr("\u0378\u200b\u2028x\U000e0001"), ascii("\u0378"))
    last = 0x10FFFF
    survey("isdecimal", str.isdecimal, last)
    survey("isdigit", str.isdigit, last)
    survey("isnumeric", str.isnumeric, last)
    survey("isalpha", str.isalpha, last)
    survey("isalnum", str.isalnum, last)
    survey("isprintable", str.isprintable, last)
    survey("isidentifier", str.isidentifier, last)
    survey("continues an identifier", continues_identifier, last)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
