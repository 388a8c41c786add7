import random
import math
from collections import Counter, namedtuple

Stats = namedtuple("Stats", ["mean", "stdev", "minimum", "maximum"])


def describe(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return Stats(mean, math.sqrt(var), min(xs), max(xs))


def estimate_pi(trials):
    inside = 0
    for _ in range(trials):
        x, y = random.random(), random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / trials


def random_walk(steps):
    x = y = 0
    visited = {(0, 0)}
    for _ in range(steps):
        dx, dy = random.choice([(0, 1), (0, -1), (1, 0), (-1, 0)])
        x += dx
        y += dy
        visited.add((x, y))
    return (x, y), len(visited)


def dice_histogram(rolls):
    counts = Counter(random.randint(1, 6) + random.randint(1, 6) for _ in range(rolls))
    lines = []
    for total in range(2, 13):
        bar = '#' * (counts[total] * 200 // rolls)
        lines.append(f"{total:2d} {counts[total]:5d} {bar}")
    return lines


def entry_point(argv):
    random.seed(12345)
    print("pi ~ %.5f" % estimate_pi(20000))
    ends = []
    for i in range(5):
        end, n = random_walk(200)
        ends.append(math.dist((0, 0), end))
        print("walk", i, "ended at", end, "visiting", n, "cells")
    s = describe(ends)
    print(s)
    print(f"mean={s.mean:.3f} sd={s.stdev:.3f}")
    print("\n".join(dice_histogram(3000)))
    deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
    random.shuffle(deck)
    hand = sorted(deck[:5])
    print(hand, random.sample(range(100), 5))
    print(round(random.gauss(10, 2), 6), random.choices("abc", weights=[5, 1, 1], k=10))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
