"""Identity and equality: is / is not on instances, == on strs, ints, lists and tuples."""


class Token:
    def __init__(self, text):
        self.text = text


def entry_point(argv):
    a = Token("x")
    b = Token("x")
    c = a
    print(a is b, a is c, a is not b, a.text == b.text)
    toks = [a, b]
    print(toks[0] is a, toks[1] is a, toks.index(b))
    s1 = "abc"
    s2 = "ab" + "c" * len(argv)
    print(s1 == s2, s1 != s2, s1 < s2 + "d")
    print([1, 2, 3] == [1, 2, 3], [1, 2] == [1, 2, 3], [1, 2] != [2, 1], [] == [])
    print((1, "a") == (1, "a"), (1, "a") != (1, "b"))
    print(["a", "b"] == ["a", "b"], [[1], [2]] == [[1], [2]])
    d1 = {"k": 1}
    d2 = {"k": 1}
    print(d1 == d2, d1 is d2)
    print(1 == 1.0, 0.1 + 0.2 == 0.3, 2 ** 10 == 1024)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
