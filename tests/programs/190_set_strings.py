"""Sets of strs and chars iterate in the order of CPython's str hashes (SipHash-1-3 over the
code points, one, two or four bytes each), which the corpus fixes with PYTHONHASHSEED=0:
words, sentences split, set(str), non-ASCII text, the empty string, set comprehensions
and every operator on strs."""


def word_sets(seed):
    # Many strs added and removed: collisions, deleted slots and growth, in SipHash order.
    x = seed
    a = set()
    b = set()
    for i in range(400):
        x = (x * 1103515245 + 12345) % 2147483648
        w = "w%d" % ((x >> 8) % 150)
        if x % 3 == 0:
            a.discard(w)
        elif x % 3 == 1:
            a.add(w)
        else:
            b.add(w + "!" if x % 2 else w)
    print(a)
    print(a | b, a & b)
    print(a - b, a ^ b)


def entry_point(argv):
    fruit = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape"}
    print(fruit)
    print(len(fruit), "fig" in fruit, "kiwi" in fruit)
    fruit.add("kiwi")
    fruit.discard("apple")
    print(fruit)
    text = "the quick brown fox jumps over the lazy dog and the quick cat naps"
    words = set(text.split())
    print(words)
    print(sorted(words))
    print(set("abracadabra"), set("hello, world!"))
    print({"", "a", "ab", "abc", "abcd", "abcdefgh", "abcdefghi", "abcdefghijklmnop"})
    print({"café", "naïve", "über", "日本", "語", "😀", "ascii", "€uro"})
    print(set("ünïcödé"))
    print({w.upper() for w in words if len(w) > 3})
    print({w[0] for w in words})
    print({len(w) for w in words})
    vowels = set("aeiou")
    print(words & {"the", "fox", "unicorn"}, words - {"the", "quick"})
    print(vowels | set("xyz"), vowels ^ set("aexy"), set("aei") < vowels)
    for w in {"one", "two", "three"}:
        print(w, len(w))
    letters = set()
    for ch in "mississippi river":
        letters.add(ch)
    print(letters, len(letters))
    print(list({"b", "a"}), sorted({"b", "a", "c"}), ",".join({"x", "y", "z"}))
    keys = set({"alpha": 1, "beta": 2, "gamma": 3, "delta": 4})
    print(keys)
    print(hash("abc"), hash(""), hash("é"), hash("日本"), hash("😀"))
    word_sets(1)
    word_sets(2)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
