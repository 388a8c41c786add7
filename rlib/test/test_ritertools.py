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


if __name__ == "__main__":
    unittest.main()
