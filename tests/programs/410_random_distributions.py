"""random's distributions and choices, module functions and Random instances: CPython's
values for the same seed (normalvariate, lognormvariate, expovariate, triangular with and
without a mode, paretovariate, weibullvariate, gauss, choices with weights, cum_weights
and k), printed with repr; choices' errors caught (refused before: refused/048)."""
import random
import sys


def entry_point(argv):
    random.seed(2024)
    print(random.choices([1, 2, 3], k=2), random.choices("abc", weights=[1, 0, 5], k=5))
    print(random.normalvariate(10.0, 2.0), random.expovariate(0.5), random.gauss(0.0, 1.0))
    print(random.triangular(1.0, 5.0), random.triangular(0.0, 10.0, 9.0))
    rng = random.Random(7)
    draws = [rng.lognormvariate(0.0, 0.25) for _ in range(3)]
    print(draws, rng.paretovariate(3.0), rng.weibullvariate(2.0, 0.5))
    print(rng.choices(["x", "y"], cum_weights=[1, 10], k=4), rng.choices([5], k=0))
    hist = {}
    for v in rng.choices(range(4), weights=[0.1, 0.2, 0.3, 0.4], k=1000):
        hist[v] = hist.get(v, 0) + 1
    print(sorted(hist.items()))
    total = 0.0
    for _ in range(1000):
        total += rng.expovariate(2.0)
    print(round(total, 6))
    for weights in ([1, 2], [0, 0, 0]):
        try:
            print(rng.choices([1, 2, 3], weights=weights))
        except ValueError as e:
            print("ValueError:", e)
    try:
        rng.choices([1, 2], weights=[1, 1], cum_weights=[1, 2])
    except TypeError as e:
        print("TypeError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
