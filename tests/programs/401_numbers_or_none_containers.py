"""Numbers that may be None in containers and builtins: sorting, min/max, any/all, sum,
isinstance, %-formats and hashing of ints or None; a memo table `[None] * n`, dict.get()
and pop() of int values, floats or None, widened from ints or None."""
import sys


def find(xs, v):
    for i, x in enumerate(xs):
        if x == v:
            return i
    return None


def lcs_length(a, b):
    memo = [[None] * (len(b) + 1) for _ in range(len(a) + 1)]

    def go(i, j):
        if memo[i][j] is not None:
            return memo[i][j]
        if i == len(a) or j == len(b):
            r = 0
        elif a[i] == b[j]:
            r = 1 + go(i + 1, j + 1)
        else:
            r = max(go(i + 1, j), go(i, j + 1))
        memo[i][j] = r
        return r

    return go(0, 0), sum(1 for row in memo for v in row if v is not None)


def average(xs):
    if not xs:
        return None
    return sum(xs) / len(xs)


def entry_point(argv):
    a = find([1, 2], 2)
    b = find([1, 2], 5)
    print(isinstance(a, int), isinstance(b, int))
    print(max(3, a), min([a, 0]))
    s = [a, 2, 0]
    s.sort()
    print(s, sorted(s), max(s), any(s), all(s), any([b]), all([b, 1]))
    print(abs(a), -a, a * 2.5, a / 2, a // 2, a % 2, a ** 2, str(a).rjust(3))
    print("%d|%5s|%r|%s|%-4s|" % (a, a, b, b, b), "{} {!r} {:>3}".format(a, b, a))
    print(hash(a) == hash(1), {a: "x"}, {b: "y"})
    t = (a, b)
    print(t, t == (1, None), t[0] + 5, t != (1, 2))
    f = None
    for v in [0.5]:
        f = v
    print(f, f * 2, round(f), int(f), float(a))
    print(lcs_length("AGGTAB", "GXTXAYB"))
    print(average([1, 2, 4]), average([]))
    counts = {"a": 3, "b": 0}
    for k in ["a", "b", "c"]:
        got = counts.get(k)
        print(k, got, got is None, bool(got), counts.get(k, None), counts.get(k, -1))
    print(counts.pop("a", None), counts.pop("zz", None), counts)
    widened = None
    if len(argv) > 5:
        widened = 3
    mixed = widened
    if mixed is None:
        mixed = 2.5
    print("%.2f" % mixed, widened)
    grid = {}
    grid[(0, 0)] = None
    grid[(0, 1)] = 7
    for key in sorted(grid):
        print(key, grid[key])
    scores = [None, 4, None, 9]
    print([x * 10 for x in scores if x], [x is None for x in scores])
    print(scores.count(None), scores.index(None), 9 in scores, None in scores)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
