"""Numbers that are an int on some paths and a float on others, shown: `total = 0` that
becomes a float, sum() of floats, a function returning 0 or a ratio, list items, dict
values and keys, attributes. CPython prints each by its own type (0, 2.5, 3.0); so does
the translated program, and arithmetic keeps the types as CPython's (int with int stays
int, a float makes a float)."""
import sys


class Player:
    def __init__(self, name):
        self.name = name
        self.score = 0

    def hit(self, points):
        self.score += points

    def __repr__(self):
        return "Player(%r, %r)" % (self.name, self.score)


def ratio(a, b):
    if b == 0:
        return 0
    return a / b


def accumulate(values):
    total = 0
    for v in values:
        total += v
    return total


def show(label, x):
    print(label, x, str(x), repr(x), f"[{x}] [{x:>8}] [{x:.2f}] [{x!r}]",
          "%s %r %d %.1f" % (x, x, x, x), "{} {:6}".format(x, x))


def entry_point(argv):
    n = len(argv)
    floats = [1.5, 2.25, -0.75][: n + 2]
    empty = floats[:0]
    show("total", accumulate(floats))
    show("empty", accumulate(empty))
    show("sum", sum(floats))
    show("sum0", sum(empty))
    show("sum10", sum(floats, 10))
    show("ratio", ratio(7, 2))
    show("ratio0", ratio(7, 0))
    show("round", round(accumulate(floats), 1))
    t = accumulate(empty)
    u = accumulate(floats)
    for x in (t, u):
        print(x + 1, x - 2, x * 3, x // 2, x % 3, x ** 2, -x, abs(-x), +x, divmod(x, 4))
        print(x / 2, x == 0, x < 1, x >= 0, bool(x), int(x), float(x), hash(x) == hash(x + 0))
        print(round(x), round(x, 1), round(x + 1250, -2), max(x, 2), min(x, -1), max(0, x, 1))
        print(pow(x, 2), pow(2, x + 1))
        if x:
            print("nonzero", x)
        else:
            print("zero", x)
    try:
        print(t // 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(u % 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    xs = [0] * 4
    xs[1] = 2.5
    xs[3] = -1
    print(xs, sorted(xs), max(xs), min(xs), sum(xs), xs.index(2.5), 2.5 in xs, 0.0 in xs,
          xs.count(0))
    xs.sort(reverse=True)
    print(xs, [x * 2 for x in xs], tuple(xs))
    scores = {"a": 0, "b": 1}
    scores["c"] = 0.5
    scores["a"] += 1
    print(scores, sorted(scores.values()), list(scores.items()))
    keys = {1: "one", 2: "two"}
    keys[2.5] = "two and a half"
    keys[1.0] = "one again"
    print(keys, keys[2], 1 in keys, 3 in keys)
    p = Player("ann")
    print(p, p.score)
    p.hit(3)
    print(p, p.score)
    p.hit(0.5)
    print(p, p.score)
    pair = (accumulate(empty), accumulate(floats))
    print(pair, [pair[0], pair[1]])
    best = 0
    for v in floats:
        if v > best:
            best = v
    print("best", best)
    counts = [0, 0.0, 1, 1.0, 2.5]
    print(counts, len(set(counts)), sorted(set(counts)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
