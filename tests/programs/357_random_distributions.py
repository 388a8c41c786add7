"""random's distributions and weighted choices with CPython's exact sequences: choices (weights, cum_weights, k=, tuples and strs), expovariate, normalvariate, lognormvariate, triangular (with and without mode), paretovariate, weibullvariate, on the module and on Random instances, and choices' ValueErrors."""
import random
import sys

COLOURS = ("red", "green", "blue")


def histogram(values, width):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return " ".join(f"{k}:{'#' * (c * width // len(values))}" for k, c in sorted(counts.items()))


def entry_point(argv):
    random.seed(2024)
    print(random.choices([1, 2, 3, 4], k=6))
    print(random.choices(COLOURS, weights=[5, 1, 1], k=8))
    print(random.choices("abcde", cum_weights=[1.0, 1.5, 4.0, 4.5, 10.0], k=5))
    print(random.choices([10, 20]))
    print(histogram(random.choices(["x", "y", "z"], [0.2, 0.3, 0.5], k=200), 40))
    print([round(random.expovariate(0.5), 6) for _ in range(3)])
    print([round(random.normalvariate(10.0, 2.0), 6) for _ in range(3)], random.normalvariate())
    print(random.lognormvariate(0.0, 0.25), random.triangular(), random.triangular(1.0, 3.0))
    print(random.triangular(0.0, 10.0, 9.0), random.triangular(2.0, 2.0, 2.0))
    print(random.paretovariate(3.0), random.weibullvariate(1.0, 1.5))
    rng = random.Random(7)
    print(rng.choices(range(10), k=4), rng.expovariate(2.0), rng.normalvariate(0.0, 1.0))
    print(rng.triangular(0.0, 1.0, 0.25), rng.gauss(0.0, 1.0), rng.random())
    arrivals = []
    t = 0.0
    while t < 20.0:
        t += rng.expovariate(1.0 / 3.0)
        arrivals.append(round(t, 3))
    print(len(arrivals), arrivals[:4])
    for bad in [lambda: random.choices([1, 2], weights=[1], k=1),
                lambda: random.choices([1, 2], weights=[0, 0]),
                lambda: random.choices([1, 2], weights=[1, 1], cum_weights=[1, 2])]:
        try:
            print(bad())
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
