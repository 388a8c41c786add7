"""rlib.unroll on CPython: an unrolling_iterable is the tuple of its items."""

import unittest

from rlib.unroll import unrolling_iterable
from rpython.rlib.unroll import unrolling_iterable as rpython_unrolling_iterable


class UnrollingIterableTest(unittest.TestCase):
    def test_items_in_order(self):
        names = unrolling_iterable(["add", "sub", "mul"])
        self.assertEqual(list(names), ["add", "sub", "mul"])
        self.assertEqual(len(names), 3)
        self.assertEqual(names[1], "sub")

    def test_iterates_again(self):
        pairs = unrolling_iterable([(1, "a"), (2, "b")])
        self.assertEqual([p for p in pairs], [p for p in pairs])

    def test_frozen_and_same_class_under_rpython_path(self):
        self.assertTrue(unrolling_iterable([])._freeze_())
        self.assertIs(rpython_unrolling_iterable, unrolling_iterable)

    def test_repr(self):
        self.assertEqual(repr(unrolling_iterable([1, 2])), "unrolling_iterable((1, 2))")


if __name__ == "__main__":
    unittest.main()
