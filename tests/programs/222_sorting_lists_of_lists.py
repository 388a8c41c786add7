"""Lists compared and sorted lexicographically as CPython does: lists of lists of ints,
floats and strs, lists of tuples, tuples holding lists, prefixes ordered first, reverse
sorts, min and max of lists, comparisons of lists of different lengths"""

import sys


def grid(n):
    rows = []
    for i in range(n):
        row = []
        for j in range(i % 4 + 1):
            row.append((i * 7 + j * 3) % 5)
        rows.append(row)
    return rows


def entry_point(argv):
    a = [1, 2, 3]
    b = [1, 2]
    c = [1, 3]
    print(a < b, b < a, a < c, c > a, a <= a, a >= b, a == [1, 2, 3], a != b)
    empty = [0]
    empty.pop()
    print(empty < [0], [0] < empty, empty == b[:0])
    rows = grid(12)
    print(sorted(rows))
    rows.sort(reverse=True)
    print(rows)
    print(min(rows), max(rows))
    words = [["pear", "b"], ["apple", "z"], ["apple", "a"], ["fig"]]
    words.sort()
    print(words)
    floats = [[2.5, -1.0], [2.5, -3.0], [0.1], [-0.0, 4.0]]
    print(sorted(floats), sorted(floats, reverse=True))
    pairs = [[(2, "b"), (1, "a")], [(1, "z")], [(2, "a")]]
    pairs.sort()
    print(pairs)
    held = [([3, 1], "x"), ([1, 2, 3], "y"), ([1, 2], "z")]
    held.sort()
    print(held)
    nested = [[[2], [1]], [[1, 1]], [[1], [2]]]
    print(sorted(nested))
    best = rows[0]
    for r in rows:
        if r > best:
            best = r
    print("best", best)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
