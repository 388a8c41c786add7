"""sum() of bools counts them as ints: `sum(x > 0 for x in xs)`, sum of a list of bools,
of a comprehension of comparisons, with an int start, and used in arithmetic and
formatting as the int CPython gives; max() and min() of bools are bools (True, False)."""
import sys


def count_matching(words, letter):
    return sum(w.startswith(letter) for w in words)


def entry_point(argv):
    xs = [3, -1, 4, -1, 5, -9, 2, 6]
    positives = sum(x > 0 for x in xs)
    print(positives, sum([x < 0 for x in xs]), sum(x % 2 == 0 for x in xs), positives * 10)
    flags = [True, False, True, True]
    print(sum(flags), sum(flags, 10), sum(flags[:0]), sum([f and not f for f in flags]))
    words = ["apple", "avocado", "banana", "apricot", "cherry"]
    print(count_matching(words, "a"), count_matching(words, "z"), count_matching([], "a"))
    grid = [[1, 0, 1], [0, 0, 0], [1, 1, 1]]
    alive = sum(sum(c == 1 for c in row) for row in grid)
    print(alive, "%d of %d" % (alive, 9), f"{alive / 9:.3f}", str(alive) + "!")
    hits = sum(1 for x in xs if x > 2) + sum(x > 2 for x in xs)
    print(hits, [sum(c > 0 for c in row) for row in grid])
    t = len(argv) > 0
    f = not t
    print(max(t, f), min(t, f), max(f, f, t), min(t, t), max(t, f) + 1, [max(a, b) for a in (t, f) for b in (f, t)])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
