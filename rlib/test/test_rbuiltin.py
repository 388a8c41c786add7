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

    def test_keys_compared_as_list_sort_compares_items(self):
        # The same __lt__ calls, in the same order, as CPython's sort of the keys (lists
        # shorter than 64 items), and CPython's result for NaN keys.
        log = []

        class Key:
            def __init__(self, v):
                self.v = v

            def __lt__(self, other):
                log.append((self.v, other.v))
                return self.v < other.v

        rng = random.Random(11)
        for n in (0, 1, 2, 7, 20, 63):
            items = [rng.randrange(6) for _ in range(n)]
            for reverse in (False, True):
                del log[:]
                ours = rbuiltin.sorted_by_key(items, Key, reverse)
                ours_log = list(log)
                del log[:]
                expected = sorted(items, key=Key, reverse=reverse)
                self.assertEqual(ours, expected)
                self.assertEqual(ours_log, log)
        nan = float("nan")
        values = [3.0, nan, 1.0, 2.0, nan, 0.5]
        for reverse in (False, True):
            self.assertEqual(repr(rbuiltin.sorted_by_key(values, lambda x: x, reverse)),
                             repr(sorted(values, key=lambda x: x, reverse=reverse)))

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
