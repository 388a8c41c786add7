"""max() and min() of strs and sequences as CPython 3.11 orders them: two or more str
arguments, a list of strs, the characters of a str (non-ASCII too), tuples and lists
compared item by item (as arguments and as the items of a tuple of known length), with
key= and default=; the first of equal items wins; an empty str raises ValueError."""
import sys


def longest(words):
    return max(words, key=len)


def extremes(text):
    return min(text), max(text)


def entry_point(argv):
    print(max("apple", "banana"), min("pear", "peach", "plum"))
    print(max("b", "a", "c"), min("zeta", "Zeta"))
    words = ["pear", "fig", "kiwi", "date", "apple"]
    print(min(words), max(words))
    print(longest(words), min(words, key=len), max(words, key=lambda w: w[-1]))
    print(max(["kiwi", "pear"], key=len))  # equal keys: the first
    print(min([], default="none"), max(words, default="none"))
    print(extremes("hello"), extremes("Hello, World"), extremes("héllo wörld"))
    print(max("abc", key=ord), min("xyz", default="?"))
    print(repr(max("a b")), repr(min("a b")))
    letters = "mississippi"
    best = max(letters)
    print(best, letters.count(best), min(letters))
    # Tuples and lists, item by item; the shorter one first when it is a prefix.
    print(max((1, 2), (1, 3)), min((1, 2), (1, 2, 0)), max((2,), (1, 9, 9)))
    print(min([1, 2], [1]), max([1, 2], [1], [0, 5]), min([3], [2, 9], [2, 1]))
    a = (1, "x")
    b = (1, "y")
    print(max(a, b), min(a, b), max(a, b, (0, "z")), min(a, b, (1, "x")) is a)
    scores = [("bob", 7), ("amy", 9), ("cat", 7)]
    print(max(scores), min(scores), max(scores, key=lambda s: s[1]))
    print(min(scores, key=lambda s: (s[1], s[0])))
    print(max((3, 1, 2)), min((3, 1, 2)), max((1, 2.5)), min((2, 1.5, 1)))
    print(max(("b", "a", "c")), min(("x", "yy", "z")))
    print(max([[3, 1], [2, 9], [2, 1]]), min([[3, 1], [2, 9], [2, 1]]))
    empty = ""
    if len(argv) > 5:
        empty = "x"
    try:
        print(max(empty))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(min(empty))
    except ValueError as e:
        print("ValueError:", e)
    print(max(empty, default="-"))
    print(max("z" + empty, "y"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
