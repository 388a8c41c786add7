"""Chains of str concatenation in one expression or statement sequence (fused into one
allocation by the back end when the intermediate strings are used nowhere else): left-
and right-nested chains, empty pieces, non-ASCII pieces (len and indexing count code
points), chains longer than 16 pieces, an intermediate also used elsewhere (not fused),
chains in loops, and repr/len/hash-free comparisons of the results."""


def wrap(left, op, right):
    return "(" + left + " " + op + " " + right + ")"


def right_nested(a, b, c):
    return a + (b + (c + "!"))


def long_chain(p):
    return (p + "a" + p + "b" + p + "c" + p + "d" + p + "e" + p + "f" + p + "g" + p + "h" +
            p + "i" + p + "j" + p + "k")


def shared_middle(a, b):
    middle = a + "-" + b
    whole = "<" + middle + ">"
    return whole + "|" + middle


def entry_point(argv):
    print(repr(wrap("1", "+", "2")), len(wrap("x", "*", "y")))
    print(repr(wrap("", "", "")), len(wrap("", "", "")))
    print(repr(right_nested("a", "b", "c")))
    s = wrap("é", "→", "日本")
    print(repr(s), len(s), repr(s[1]), repr(s[3]), repr(s[-2]), s.upper())
    t = long_chain("·")
    print(repr(t), len(t), repr(t[20]), t.count("·"))
    print(repr(shared_middle("ab", "cd")), repr(shared_middle("", "ü")))
    acc = ""
    expr = "x"
    for i in range(12):
        acc = acc + str(i) + "," + str(i * i) + ";"
        expr = wrap(expr, "+-*/"[i % 4], str(i))
    print(repr(acc), len(acc))
    print(expr, len(expr))
    total = 0
    for i in range(20000):
        line = "k" + str(i) + "=" + str(i % 7) + "ü" + ("" if i % 3 else "#")
        total += len(line) + ord(line[-1])
    print(total)
    word = "naïve"
    for n in range(4):
        word = word[1:] + word[:1] + "" + str(n)
        print(repr(word), len(word), word == "aïve" + "n" + "0")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
