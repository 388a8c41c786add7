"""rlib.rheapq against heapq: the same heap layout after every operation."""

import heapq
import random
import unittest

from rlib import rheapq


class TestHeap(unittest.TestCase):
    def test_same_layout(self):
        rng = random.Random(7)
        ours, theirs = [], []
        for _ in range(2000):
            op = rng.randrange(4)
            value = (rng.randrange(20), rng.randrange(3))
            if op == 0 or not ours:
                rheapq.heappush(ours, value)
                heapq.heappush(theirs, value)
            elif op == 1:
                self.assertEqual(rheapq.heappop(ours), heapq.heappop(theirs))
            elif op == 2:
                self.assertEqual(rheapq.heapreplace(ours, value), heapq.heapreplace(theirs, value))
            else:
                self.assertEqual(rheapq.heappushpop(ours, value), heapq.heappushpop(theirs, value))
            self.assertEqual(ours, theirs)

    def test_heapify_and_selections(self):
        data = [9, 4, 7, 1, 8, 2, 2, 6]
        ours, theirs = list(data), list(data)
        rheapq.heapify(ours)
        heapq.heapify(theirs)
        self.assertEqual(ours, theirs)
        for n in range(10):
            self.assertEqual(rheapq.nsmallest(n, data), heapq.nsmallest(n, data))
            self.assertEqual(rheapq.nlargest(n, data), heapq.nlargest(n, data))

    def test_empty(self):
        with self.assertRaisesRegex(IndexError, "index out of range"):
            rheapq.heappop([])


if __name__ == "__main__":
    unittest.main()
