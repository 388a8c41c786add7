"""Tests for rlib.rfunctools: cached stand-ins give the wrapped function's results (calling
it once per argument tuple), each with its own code object; reduce matches functools'."""

import functools
import unittest

from rlib import rfunctools


class TestCached(unittest.TestCase):
    def test_results_and_calls(self):
        seen = []

        @functools.lru_cache(maxsize=None)
        def square(n):
            seen.append(n)
            return n * n

        ours = rfunctools.cached_version(square)
        self.assertEqual([ours(3), ours(4), ours(3)], [9, 16, 9])
        self.assertEqual(seen, [3, 4])
        self.assertIs(rfunctools.cached_version(square), ours)

    def test_one_code_object_each(self):
        first = rfunctools.cached_version(functools.cache(lambda x: x))
        second = rfunctools.cached_version(functools.cache(lambda x: -x))
        self.assertIsNot(first.__code__, second.__code__)
        self.assertEqual((first(2), second(2)), (2, -2))


class TestReduce(unittest.TestCase):
    def test_matches_functools(self):
        add = lambda a, b: a + b  # noqa: E731
        for items in ([1], [1, 2, 3], ["a", "b"]):
            self.assertEqual(rfunctools.reduce(add, items), functools.reduce(add, items))
            self.assertEqual(rfunctools.reduce(add, items, items[0]),
                             functools.reduce(add, items, items[0]))
        with self.assertRaises(TypeError) as ours:
            rfunctools.reduce(add, [])
        with self.assertRaises(TypeError) as theirs:
            functools.reduce(add, [])
        self.assertEqual(str(ours.exception), str(theirs.exception))


if __name__ == "__main__":
    unittest.main()
