"""list.extend(), `+=` and slice assignment take any iterable, as in CPython: a tuple, a
str (its characters), a range, a dict (its keys), an iterator (what it has left), a list
of the same items; with a step, the sizes must match (ValueError otherwise)."""


def entry_point(argv):
    a = [1, 2, 3]
    a.extend((4, 5))
    a.extend(range(6, 8))
    a.extend({9: "nine", 8: "eight"})
    print(a)
    letters = ["x", "y"]
    letters.extend("ab")
    letters[1:] = "pq"
    print(letters, len(letters))
    c = [0, 1, 2]
    c[1:3] = (10, 20, 30)
    print(c)
    c[0:2] = range(len(argv) + 2)
    print(c)
    c[::2] = (7, 7, 7)
    print(c)
    c[:0] = {4: "u", 2: "v"}
    print(c)
    try:
        c[::2] = (1, 2)
    except ValueError as e:
        print("ValueError:", e)
    it = iter([8, 9, 10])
    next(it)
    c[0:1] = it
    print(c, next(iter(c)))
    f = [0.5]
    f[1:1] = (3.25, 4.5)
    f.extend([1.5])
    print(f)
    grown = [1, 2]
    alias = grown
    grown += (3, 4)
    grown += range(5, 5 + len(argv))
    grown += {7: 0}
    grown += iter([8])
    words = ["q"]
    words += "rs"
    print(grown, alias is grown, words)
    empty = []
    empty[:] = ()
    empty.extend("")
    print(empty, len(empty))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
