"""enumerate (with a start), zip over lists and strings, reversed over lists and ranges."""


def entry_point(argv):
    fruits = ["apple", "banana", "cherry"]
    for i, f in enumerate(fruits):
        print(i, f)
    for i, f in enumerate(fruits, 1):
        print("#%d %s" % (i, f))
    prices = [1.25, 0.5, 3.0]
    for f, p in zip(fruits, prices):
        print(f, p)
    counts = [3, 12]
    for f, c in zip(fruits, counts):
        print(f, "x", c)
    for a, b in zip("abc", "xyz"):
        print(a + b, end=" ")
    print()
    print(list(reversed(fruits)), list(reversed(range(5))))
    for ch in reversed("stressed"):
        print(ch, end="")
    print()
    dot = 0
    for x, y in zip([1, 2, 3], [4, 5, 6]):
        dot += x * y
    print("dot", dot)
    for idx, (x, y) in enumerate(zip([10, 20], [30, 40])):
        print(idx, x, y)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
