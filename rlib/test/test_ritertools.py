"""rlib.ritertools against itertools: the same items in the same order."""

import itertools
import unittest

from rlib import ritertools


class TestCombinatorics(unittest.TestCase):
    def test_permutations_and_combinations(self):
        for n in range(6):
            pool = list(range(n))
            for r in range(-1, 7):
                self.assertEqual(ritertools.permutations(pool, r),
                                 list(itertools.permutations(pool, None if r < 0 else r)))
                if r >= 0:
                    self.assertEqual(ritertools.combinations(pool, r),
                                     list(itertools.combinations(pool, r)))
                    self.assertEqual(ritertools.combinations_with_replacement(pool, r),
                                     list(itertools.combinations_with_replacement(pool, r)))

    def test_product(self):
        for n in range(4):
            for repeat in range(3):
                self.assertEqual(ritertools.product(range(n), "ab", repeat=repeat),
                                 list(itertools.product(range(n), "ab", repeat=repeat)))

    def test_accumulate(self):
        for items in ([], [5], [1, 2, 3], ["a", "b"]):
            self.assertEqual(ritertools.accumulate(items), list(itertools.accumulate(items)))



class TestLazyIterators(unittest.TestCase):
    def reads(self, make):
        """The items make(source) gives and the items it read from a logged source."""
        log = []

        def source():
            for i in range(12):
                log.append(i)
                yield i
        return list(make(source())), log

    def test_islice_reads_as_cpython(self):
        for args in [(0,), (3,), (20,), (2, 8), (1, 9, 3), (5, 5), (4, 11, 4), (0, 12, 5)]:
            self.assertEqual(self.reads(lambda it: ritertools.islice(it, *args)),
                             self.reads(lambda it: itertools.islice(it, *args)), args)

    def test_islice_errors_when_called(self):
        for args in [(-1,), (-1, 3), (0, 3, 0)]:
            with self.assertRaises(ValueError) as ours:
                ritertools.islice([1], *args)
            with self.assertRaises(ValueError) as theirs:
                itertools.islice([1], *args)
            self.assertEqual(str(ours.exception), str(theirs.exception))

    def test_infinite_and_predicates(self):
        take = lambda n, it: list(itertools.islice(it, n))
        self.assertEqual(take(5, ritertools.count(3, 2)), take(5, itertools.count(3, 2)))
        self.assertEqual(take(7, ritertools.cycle("ab")), take(7, itertools.cycle("ab")))
        self.assertEqual(take(3, ritertools.repeat(1)), [1, 1, 1])
        self.assertEqual(list(ritertools.repeat("x", 2)), list(itertools.repeat("x", 2)))
        self.assertEqual(list(ritertools.chain([1], [], [2, 3])), [1, 2, 3])
        below = lambda v: v < 4
        self.assertEqual(self.reads(lambda it: ritertools.takewhile(below, it)),
                         self.reads(lambda it: itertools.takewhile(below, it)))
        self.assertEqual(self.reads(lambda it: ritertools.dropwhile(below, it)),
                         self.reads(lambda it: itertools.dropwhile(below, it)))


class TestInfinite(unittest.TestCase):
    def test_count_and_cycle(self):
        def first(it, n):
            return [x for _, x in zip(range(n), it)]
        for args in [(), (3,), (2, 5), (1.5, 0.25), (10, -3)]:
            self.assertEqual(first(ritertools.count(*args), 6), first(itertools.count(*args), 6))
        for items in ["XO", [1, 2, 3]]:
            self.assertEqual(first(ritertools.cycle(items), 7), first(itertools.cycle(items), 7))
        self.assertEqual(first(ritertools.cycle([]), 3), [])


class TestSequences(unittest.TestCase):
    def test_chain_islice_repeat(self):
        self.assertEqual(list(ritertools.chain([1], [], [2, 3])), list(itertools.chain([1], [], [2, 3])))
        for bounds in ((3,), (1, 4), (0, None, 2), (None, None), (2, 100, 3), (5, 2)):
            self.assertEqual(list(ritertools.islice(range(10), *bounds)),
                             list(itertools.islice(range(10), *bounds)))
        for bad in ((-1,), (-1, 3), (0, 3, 0)):
            with self.assertRaises(ValueError) as ours:
                ritertools.islice(range(10), *bad)
            with self.assertRaises(ValueError) as theirs:
                list(itertools.islice(range(10), *bad))
            self.assertEqual(str(ours.exception), str(theirs.exception))
        self.assertEqual(list(ritertools.repeat("x", 3)), list(itertools.repeat("x", 3)))

    def test_zip_longest_and_groupby(self):
        for a, b in (([1, 2, 3], [4]), ([], "ab"), ("ab", "xyz")):
            self.assertEqual(ritertools.zip_longest(a, b), list(itertools.zip_longest(a, b)))
            self.assertEqual(ritertools.zip_longest(a, b, fillvalue=0),
                             list(itertools.zip_longest(a, b, fillvalue=0)))
        for data in ("", "aaabccdda", [1, 1, 2, 1]):
            self.assertEqual(ritertools.groupby(data),
                             [(k, list(g)) for k, g in itertools.groupby(data)])
        words = ["apple", "avocado", "banana", "cherry", "cress"]
        self.assertEqual(ritertools.groupby(words, key=len),
                         [(k, list(g)) for k, g in itertools.groupby(words, key=len)])


if __name__ == "__main__":
    unittest.main()
