"""rlib.riterators against CPython: the methods a prepared iterator class gets read the
same items, and `in` and any()/all() consume an iterator exactly as far as CPython's."""

import unittest

from rlib import riterators


def make():
    class Count:
        def __init__(self, n):
            self.n = n

        def __iter__(self):
            return self

        def __next__(self):
            if self.n <= 0:
                raise StopIteration
            self.n -= 1
            return self.n

    class Box:
        def __init__(self, items):
            self.items = items

        def __iter__(self):
            return iter(self.items)

    return Count, Box


class PrepareTest(unittest.TestCase):
    def test_items_any_all(self):
        Count, _ = make()
        riterators.prepare(Count)
        self.assertEqual(Count(4)._rtfarm_items_(), list(make()[0](4)))
        for n in range(5):
            ours, theirs = Count(n), make()[0](n)
            self.assertEqual(ours._rtfarm_any(), any(theirs))
            self.assertEqual(list(ours), list(theirs))
            ours, theirs = Count(n), make()[0](n)
            self.assertEqual(ours._rtfarm_all(), all(theirs))
            self.assertEqual(list(ours), list(theirs))

    def test_contains_stops_at_the_match(self):
        Count, Box = make()
        riterators.prepare(Count)
        riterators.prepare(Box)
        self.assertIn("__contains__", Count.__dict__)
        it, theirs = Count(6), make()[0](6)
        self.assertEqual(3 in it, 3 in theirs)
        self.assertEqual(list(it), list(theirs))
        self.assertTrue(2 in Box([1, 2]))
        self.assertFalse(5 in Box([1, 2]))
        self.assertEqual(Count.__contains__.__qualname__, Count.__qualname__ + ".__contains__")

    def test_builtin_types_untouched(self):
        riterators.prepare(type(iter([])))
        self.assertFalse(hasattr(type(iter([])), "_rtfarm_items_"))


if __name__ == "__main__":
    unittest.main()
