"""rlib.ritertools against itertools: the same items in the same order."""

import itertools
import unittest

from rlib import ritertools


class TestCombinatorics(unittest.TestCase):
    def test_permutations_and_combinations(self):
        for n in range(6):
            pool = list(range(n))
            for r in range(-1, 7):
                self.assertEqual(ritertools.permutations(pool, r),
                                 list(itertools.permutations(pool, None if r < 0 else r)))
                if r >= 0:
                    self.assertEqual(ritertools.combinations(pool, r),
                                     list(itertools.combinations(pool, r)))
                    self.assertEqual(ritertools.combinations_with_replacement(pool, r),
                                     list(itertools.combinations_with_replacement(pool, r)))

    def test_product(self):
        for n in range(4):
            for repeat in range(3):
                self.assertEqual(ritertools.product(range(n), "ab", repeat=repeat),
                                 list(itertools.product(range(n), "ab", repeat=repeat)))

    def test_accumulate(self):
        for items in ([], [5], [1, 2, 3], ["a", "b"]):
            self.assertEqual(ritertools.accumulate(items), list(itertools.accumulate(items)))


    def test_infinite_iterators(self):
        def first(it, n):
            return [x for _, x in zip(range(n), it)]
        for args in [(), (3,), (2, 5), (1.5, 0.25), (10, -3)]:
            self.assertEqual(first(ritertools.count(*args), 6), first(itertools.count(*args), 6))
        for items in ["XO", [1, 2, 3]]:
            self.assertEqual(first(ritertools.cycle(items), 7), first(itertools.cycle(items), 7))
        self.assertEqual(first(ritertools.cycle([]), 3), [])
        self.assertEqual(list(ritertools.repeat("a", 3)), list(itertools.repeat("a", 3)))
        self.assertEqual(list(ritertools.repeat("a", 0)), [])
        self.assertEqual(first(ritertools.repeat(7), 4), [7, 7, 7, 7])

    def test_chain_and_islice(self):
        self.assertEqual(ritertools.chain([1, 2], [], [3]), list(itertools.chain([1, 2], [], [3])))
        for args in [(3,), (1, 4), (2, 15, 4), (0, 0), (5, 100)]:
            self.assertEqual(ritertools.islice(range(20), *args),
                             list(itertools.islice(range(20), *args)))
        for args in [(-1,), (-1, 3), (1, -3), (0, 3, 0)]:
            with self.assertRaises(ValueError) as ours:
                ritertools.islice(range(5), *args)
            with self.assertRaises(ValueError) as theirs:
                itertools.islice(range(5), *args)
            self.assertEqual(str(ours.exception), str(theirs.exception))


if __name__ == "__main__":
    unittest.main()
