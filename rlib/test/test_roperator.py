"""rlib.roperator's getters against operator's: the same results, one function per set of
arguments (made once, named after them)."""

import operator
import unittest

from rlib import roperator


class Box:
    def __init__(self, size, label):
        self.size = size
        self.label = label

    def scaled(self, k):
        return self.size * k


class GetterTest(unittest.TestCase):
    def test_itemgetter(self):
        row = ("b", 3, [1])
        for items in [(1,), (0, 2), (2, 1, 0)]:
            self.assertEqual(roperator.itemgetter(*items)(row), operator.itemgetter(*items)(row))
        self.assertIs(roperator.itemgetter(1), roperator.itemgetter(1))
        self.assertEqual(roperator.itemgetter("k")({"k": 5}), 5)

    def test_attrgetter_and_methodcaller(self):
        box = Box(4, "a")
        self.assertEqual(roperator.attrgetter("size")(box), 4)
        self.assertEqual(roperator.attrgetter("size", "label")(box), (4, "a"))
        self.assertEqual(roperator.methodcaller("scaled", 3)(box), 12)
        self.assertEqual(roperator.methodcaller("strip")("  x "), "x")
        self.assertEqual(roperator.methodcaller("replace", "a", "b")("aa"), "bb")
        with self.assertRaises(TypeError):
            roperator.attrgetter(1)


if __name__ == "__main__":
    unittest.main()
