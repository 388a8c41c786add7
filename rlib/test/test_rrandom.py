"""Tests for rlib.rrandom: every sequence equals CPython's `random` for the same seed."""

import random
import unittest

from rlib import rrandom

SEEDS = [0, 1, 42, -7, 2**31, 2**32, 2**32 + 5, 2**40 + 123, 2**63 - 1, 12345678901]


def draws(rng):
    out = [rng.random() for _ in range(700)]  # past one regeneration of the state
    out += [rng.getrandbits(k) for k in (0, 1, 5, 31, 32, 33, 50, 63)]
    out += [rng.randrange(10), rng.randrange(3, 30), rng.randrange(50, 3, -7),
            rng.randrange(0, 100, 3), rng.randrange(-20, -3, 4), rng.randint(-5, 5),
            rng.randint(1, 2**40), rng.randint(7, 7)]
    out += [rng.choice("abcdef"), rng.choice([1, 2, 3]), rng.choice(range(5, 50, 5)),
            rng.uniform(1.5, 9), rng.uniform(3, -2), rng.gauss(), rng.gauss(2, 3), rng.gauss()]
    items = list(range(30))
    rng.shuffle(items)
    out.append(items)
    for population, k in [(range(10), 3), (range(1000), 10), (list("abcdefghijklmnop"), 7),
                          (range(100), 100), (range(5000), 50), ("xyz", 0), (range(30), 6)]:
        out.append(rng.sample(population, k))
    out += [rng.choices("abc", k=5), rng.choices([1, 2, 3], weights=[3, 0.5, 1], k=6),
            rng.choices(range(4), cum_weights=[1, 1, 5, 9], k=4), rng.choices((7, 8)),
            rng.expovariate(0.25), rng.normalvariate(), rng.normalvariate(5.0, 0.5),
            rng.lognormvariate(1.0, 0.3), rng.triangular(), rng.triangular(2.0, 8.0),
            rng.triangular(0.0, 4.0, 1.0), rng.triangular(3.0, 3.0), rng.paretovariate(2.5),
            rng.weibullvariate(2.0, 0.7)]
    return out


class TestSequences(unittest.TestCase):
    def test_instances_match_cpython(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                self.assertEqual(draws(rrandom.Random(seed)), draws(random.Random(seed)))

    def test_reseeding_resets_gauss(self):
        ours, theirs = rrandom.Random(3), random.Random(3)
        ours.gauss(), theirs.gauss()
        ours.seed(9), theirs.seed(9)
        self.assertEqual([ours.gauss() for _ in range(5)], [theirs.gauss() for _ in range(5)])

    def test_module_functions_match_cpython(self):
        rrandom.seed(2024)
        random.seed(2024)
        ours = [rrandom.random(), rrandom.randint(1, 6), rrandom.randrange(9), rrandom.choice("ab"),
                rrandom.uniform(0, 1), rrandom.gauss(), rrandom.getrandbits(20),
                rrandom.sample(range(20), 4)]
        theirs = [random.random(), random.randint(1, 6), random.randrange(9), random.choice("ab"),
                  random.uniform(0, 1), random.gauss(), random.getrandbits(20),
                  random.sample(range(20), 4)]
        self.assertEqual(ours, theirs)

    def test_unseeded_is_seeded_from_the_os(self):
        a, b = rrandom.Random(), rrandom.Random()
        self.assertNotEqual([a.random() for _ in range(4)], [b.random() for _ in range(4)])


class TestDistributions(unittest.TestCase):
    def test_distributions_match_cpython(self):
        for seed in (1, 42, 12345):
            a = random.Random(seed)
            b = rrandom.Random(seed)
            for _ in range(50):
                self.assertEqual(a.normalvariate(1.0, 2.0), b.normalvariate(1.0, 2.0))
                self.assertEqual(a.expovariate(1.5), b.expovariate(1.5))
                self.assertEqual(a.triangular(0.0, 10.0, 3.0), b.triangular(0.0, 10.0, 3.0))
                self.assertEqual(a.triangular(), b.triangular())
                self.assertEqual(a.lognormvariate(0.0, 0.5), b.lognormvariate(0.0, 0.5))
                self.assertEqual(a.paretovariate(2.0), b.paretovariate(2.0))
                self.assertEqual(a.weibullvariate(1.0, 1.5), b.weibullvariate(1.0, 1.5))
                self.assertEqual(a.choices("abcde", k=3), b.choices("abcde", k=3))
                self.assertEqual(a.choices([1, 2, 3], weights=[5, 1, 2], k=4),
                                 b.choices([1, 2, 3], weights=[5, 1, 2], k=4))
                self.assertEqual(a.choices([1, 2], cum_weights=[0.5, 3.0], k=2),
                                 b.choices([1, 2], cum_weights=[0.5, 3.0], k=2))


class TestErrors(unittest.TestCase):
    def check(self, call, *args):
        with self.assertRaises(Exception) as ours:
            call(rrandom.Random(1), *args)
        with self.assertRaises(Exception) as theirs:
            call(random.Random(1), *args)
        self.assertIs(type(ours.exception), type(theirs.exception))
        self.assertEqual(str(ours.exception), str(theirs.exception))

    def test_messages_match_cpython(self):
        self.check(lambda r: r.randrange(0))
        self.check(lambda r: r.randrange(5, 5))
        self.check(lambda r: r.randrange(0, 10, 0))
        self.check(lambda r: r.randrange(10, 0, 2))
        self.check(lambda r: r.randint(5, 1))
        self.check(lambda r: r.choice([]))
        self.check(lambda r: r.sample(range(3), 4))
        self.check(lambda r: r.getrandbits(-1))


if __name__ == "__main__":
    unittest.main()
