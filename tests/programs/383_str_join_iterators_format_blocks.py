"""str.join of iterators (reversed, map, filter, iter, dict keys), of tuples and of dicts; str.format of a constant string whose arguments split the call across blocks (`a or b`, conditional expressions)."""
import sys


def entry_point(argv):
    words = "one two three".split()
    print(" ".join(reversed(words)), "-".join(reversed("abc")))
    print(",".join(map(str.upper, words)), "+".join(map(str, [1, 2, 3])))
    print("|".join(filter(lambda w: "o" in w, words)))
    d = {"x": 1, "y": 2}
    print("".join(d), ":".join(d.keys()), ";".join(iter(words)))
    t = ("a", "b", "c")
    print("/".join(t), "".join(("q",)), "".join(()))
    print(" ".join(sorted(words, key=len)), "".join(w[0] for w in words))
    a = ""
    if len(argv) > 5:
        a = "x"
    print("{:<4}|{:>3}|".format(a or "?", "yes" if a else "no"))
    for name in ["", "bob"]:
        print("Hello, {}! ({} chars)".format(name or "stranger", len(name) or -1))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
