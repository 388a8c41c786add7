"""Tests for rlib.rbuiltin: the same results as CPython's builtins, key calls in order."""

import random
import unittest

from rlib import rbuiltin


class TestSorting(unittest.TestCase):
    def test_sorted_matches_cpython_and_is_stable(self):
        rng = random.Random(7)
        for n in range(0, 60):
            items = [(rng.randrange(5), i) for i in range(n)]
            for reverse in (False, True):
                key = lambda pair: pair[0]
                self.assertEqual(rbuiltin.sorted_by_key(items, key, reverse),
                                 sorted(items, key=key, reverse=reverse))

    def test_sort_in_place(self):
        words = ["pear", "fig", "apple", "kiwi", "date", "nut"]
        expected = sorted(words, key=len, reverse=True)
        rbuiltin.sort_by_key(words, len, True)
        self.assertEqual(words, expected)

    def test_key_called_once_per_item_in_order(self):
        seen = []

        def key(x):
            seen.append(x)
            return -x
        rbuiltin.sorted_by_key([3, 1, 2], key)
        self.assertEqual(seen, [3, 1, 2])


class TestMinMax(unittest.TestCase):
    def test_first_of_equal_items(self):
        items = [4, -7, 2, 7, -2, 0, -4]
        self.assertEqual(rbuiltin.min_by_key(items, abs), min(items, key=abs))
        self.assertEqual(rbuiltin.max_by_key(items, abs), max(items, key=abs))

    def test_empty(self):
        for function, name in ((rbuiltin.min_by_key, "min"), (rbuiltin.max_by_key, "max")):
            with self.assertRaises(ValueError) as cm:
                function([], abs)
            self.assertEqual(str(cm.exception), name + "() arg is an empty sequence")


class TestMapFilter(unittest.TestCase):
    def test_lists(self):
        self.assertEqual(rbuiltin.map_list(abs, [-1, 2]), [1, 2])
        self.assertEqual(rbuiltin.map2_list(lambda a, b: a * b, zip([1, 2], [3, 4])), [3, 8])
        self.assertEqual(rbuiltin.filter_list(lambda x: x > 1, [1, 2, 3]), [2, 3])
        self.assertEqual(rbuiltin.filter_true_list([0, 1, "", "a"]), [1, "a"])


if __name__ == "__main__":
    unittest.main()
