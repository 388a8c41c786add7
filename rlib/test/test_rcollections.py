"""rlib.rcollections against collections: the same contents, results, messages and reprs."""

import collections
import random
import unittest

from rlib import rcollections


class TestDeque(unittest.TestCase):
    def test_random_operations(self):
        rng = random.Random(3)
        for maxlen in (-1, 0, 3, 50):
            ours = rcollections.deque(None, maxlen)
            theirs = collections.deque(maxlen=None if maxlen < 0 else maxlen)
            for _ in range(3000):
                op = rng.randrange(7)
                x = rng.randrange(100)
                if op == 0:
                    ours.append(x), theirs.append(x)
                elif op == 1:
                    ours.appendleft(x), theirs.appendleft(x)
                elif op == 2 and theirs:
                    self.assertEqual(ours.pop(), theirs.pop())
                elif op == 3 and theirs:
                    self.assertEqual(ours.popleft(), theirs.popleft())
                elif op == 4:
                    ours.rotate(x - 50), theirs.rotate(x - 50)
                elif op == 5 and theirs:
                    i = x % len(theirs)
                    self.assertEqual(ours[i], theirs[i])
                    self.assertEqual(ours[-1 - i], theirs[-1 - i])
                self.assertEqual(list(ours), list(theirs))
                self.assertEqual(len(ours), len(theirs))
            self.assertEqual(repr(ours), repr(theirs))

    def test_errors(self):
        for make in (rcollections.deque, collections.deque):
            d = make()
            with self.assertRaisesRegex(IndexError, "pop from an empty deque"):
                d.popleft()
            d.append(1)
            with self.assertRaisesRegex(IndexError, "deque index out of range"):
                d[3]
            with self.assertRaisesRegex(ValueError, "2 is not in deque"):
                d.remove(2)


class TestCounters(unittest.TestCase):
    def test_counter(self):
        words = "the cat and the hat and the bat".split()
        ours, theirs = rcollections.Counter(words), collections.Counter(words)
        self.assertEqual(repr(ours), repr(theirs))
        self.assertEqual(ours.most_common(2), theirs.most_common(2))
        self.assertEqual(ours["zz"], theirs["zz"])
        self.assertEqual(ours.total(), theirs.total())
        self.assertEqual(repr(rcollections.Counter()), repr(collections.Counter()))

    def test_defaultdict(self):
        for factory in (int, list):
            ours, theirs = rcollections.defaultdict(factory), collections.defaultdict(factory)
            for k in "abcab":
                ours[k], theirs[k]
            self.assertEqual(repr(ours), repr(theirs))
            self.assertEqual(len(ours), len(theirs))


if __name__ == "__main__":
    unittest.main()
