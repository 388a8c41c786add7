"""str.casefold (full case folding: sharp s, final sigma, ligatures, Greek symbol variants, Cherokee, dotted I) and str.expandtabs (default and given tab sizes, zero and negative, columns restarting after newlines, non-ASCII columns)."""
import sys

WORDS = ["Straße", "HELLO", "ΣΊΣΥΦΟΣ", "ﬁne ﬂow", "µ", "İstanbul", "ǰ", "Ꭰꭰ", "ẞ", "ᾈ", "ς", "ϐϑϕ", "և", "abc", "", "MiXeD 123"]
TABBED = ["a\tb", "tab\there", "\t", "ab\r\tc\n\tx", "é\tx", "no tabs", "12345678\tx", "", "\t\t|"]


def entry_point(argv):
    for w in WORDS:
        print(repr(w.casefold()), w.casefold() == w.lower(), len(w.casefold()))
    for ch in "AßΣςẞ":
        print(ch, ch.casefold())
    print(sorted(["b", "A", "C", "a", "ß", "SS"], key=str.casefold))
    print("Straße".casefold() == "STRASSE".casefold(), "ǅ".casefold())
    for s in TABBED:
        print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(0)),
              repr(s.expandtabs(tabsize=3)), repr(s.expandtabs(-1)), repr(s.expandtabs(1)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
