"""Tests for rlib.rcopy: copies equal to copy.copy/deepcopy's, sharing what they share."""

import copy
import unittest

from rlib import rcopy


class TestCopy(unittest.TestCase):
    def test_shallow(self):
        board = [[1, 2], [3]]
        ours, theirs = rcopy.copy(board), copy.copy(board)
        self.assertEqual(ours, theirs)
        self.assertIsNot(ours, board)
        self.assertIs(ours[0], board[0])
        d = {"a": [1]}
        self.assertEqual(rcopy.copy(d), copy.copy(d))
        self.assertIs(rcopy.copy(d)["a"], d["a"])
        self.assertEqual(rcopy.copy({1, 2}), {1, 2})
        for value in [5, 2.5, "s", b"b", (1, 2), None]:
            self.assertIs(rcopy.copy(value), value)

    def test_deep(self):
        board = [[1, 2], [3, [4]]]
        ours = rcopy.deepcopy(board)
        self.assertEqual(ours, copy.deepcopy(board))
        self.assertIsNot(ours[1], board[1])
        self.assertIsNot(ours[1][1], board[1][1])
        d = {"a": [1, 2], "b": {"c": [3]}}
        ours = rcopy.deepcopy(d)
        self.assertEqual(ours, d)
        self.assertIsNot(ours["b"]["c"], d["b"]["c"])

    def test_instances(self):
        class Point:
            def __init__(self):
                self.tags = []

        class Copied:
            def __copy__(self):
                return "copied"

            def __deepcopy__(self, memo):
                return "deep"

        p = Point()
        ours = rcopy.copy(p)
        self.assertIsNot(ours, p)
        self.assertIs(ours.tags, p.tags)
        shared = [p, p]
        deep = rcopy.deepcopy(shared)
        self.assertIs(deep[0], deep[1])
        self.assertIsNot(deep[0], p)
        self.assertEqual(rcopy.copy(Copied()), "copied")
        self.assertEqual(rcopy.deepcopy(Copied()), "deep")

if __name__ == "__main__":
    unittest.main()
