"""Tuple repetition as CPython 3.11: t * n and n * t with a constant count (a tuple of
known length, items of several types kept) and with a count known only at run time (a
tuple of any length), zero and negative counts (the empty tuple), t *= n (a new tuple,
the old one unchanged), the empty tuple repeated, the result indexed, sliced, compared,
hashed as a dict key and unpacked; list repetition of lists (the same list repeated)."""
import sys


def row(width):
    return (0,) * width


def entry_point(argv):
    print((1, 2) * 2, 2 * (1, "a"), (None,) * 3)
    n = len(argv) + 2
    print(n * (0,), (0,) * n, (1, 2) * n)
    t = (1, 2) * n
    print(len(t), t[3], t[-1], t[1:4], t.count(1), t.index(2))
    print(() * n, (1,) * -1, (1,) * 0, (1, 2) * (n - 10))
    old = (1, 2)
    t = old
    t *= 2
    print(t, old, t is old)
    u = ("a", 1.5) * 2
    first, second, third, fourth = u
    print(u, first, second, third, fourth)
    grid = row(n)
    print(grid, grid == (0, 0, 0), grid < (0, 0, 0, 0), hash(grid) == hash((0, 0, 0)))
    seen = {row(2): "two", row(n): "n"}
    print(seen[(0, 0)], seen[(0,) * 3])
    flags = (True, False) * n
    print(flags, sum(flags), any(flags), all(flags))
    words = ("ab",) * n
    print("-".join(words), sorted(words + ("a",)))
    g = [[0] * 2] * 3
    g[0][0] = 5  # the same list three times
    print(g)
    rows = [[1, 2]] * n
    print(rows, [(1, 2)] * n, ["a"] * n)
    blank = [row(2)] * 2
    print(blank)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
