"""rlib.rfunctools against functools: the same results and the same calls of the cached
function (hits, misses, evictions)."""

import functools
import unittest

from rlib import rfunctools


def traced(log):
    def square(n):
        log.append(n)
        return n * n
    return square


class LruCacheTest(unittest.TestCase):
    def check(self, maxsize, calls):
        ours_log, theirs_log = [], []
        ours = rfunctools.lru_cache_wrapper(traced(ours_log), maxsize)
        theirs = functools.lru_cache(maxsize=maxsize)(traced(theirs_log))
        self.assertEqual([ours(n) for n in calls], [theirs(n) for n in calls])
        self.assertEqual(ours_log, theirs_log)

    def test_evictions(self):
        calls = [1, 2, 1, 3, 2, 1, 4, 4, 5, 1, 2, 3, 3, 2]
        for maxsize in (None, 0, 1, 2, 3, 128):
            self.check(maxsize, calls)

    def test_reduce(self):
        self.assertEqual(rfunctools.reduce(lambda a, b: a * b, [1, 2, 3]), 6)
        self.assertEqual(rfunctools.reduce(lambda a, b: a + b, [], 7), 7)
        with self.assertRaises(TypeError):
            rfunctools.reduce(lambda a, b: a + b, [])


class CmpToKeyTest(unittest.TestCase):
    def test_orders_and_calls_as_functools(self):
        def make(log):
            def by_length(a, b):
                log.append((a, b))
                return len(a) - len(b)
            return by_length

        ours_log, theirs_log = [], []
        words = ["pear", "fig", "banana", "kiwi", "apple"]
        ours_cmp = make(ours_log)
        ours = sorted(words, key=rfunctools.cmp_to_key(ours_cmp))
        theirs = sorted(words, key=functools.cmp_to_key(make(theirs_log)))
        self.assertEqual(ours, theirs)
        self.assertEqual(ours_log, theirs_log)
        # One class per comparison function, made once.
        self.assertIs(rfunctools.cmp_to_key(ours_cmp), rfunctools.cmp_to_key(ours_cmp))
        key = rfunctools.cmp_to_key(ours_cmp)
        self.assertTrue(key("ab") == key("cd"))
        self.assertTrue(key("a") <= key("bb") < key("ccc") and key("ccc") >= key("dd"))


if __name__ == "__main__":
    unittest.main()
