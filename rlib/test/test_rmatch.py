"""rlib.rmatch on CPython: its tuples agree with what CPython's match statement treats as
sequences and mappings."""

import collections
import unittest

import rlib.rcollections as rc
from rlib.rmatch import MAPPING_CLASSES, SEQUENCE_CLASSES


def matches_sequence(value):
    match value:
        case [*_]:
            return True
    return False


def matches_mapping(value):
    match value:
        case {}:
            return True
    return False


SAMPLES = [[], [1], (), (1, 2), range(3), "ab", "", b"ab", bytearray(b"x"), {}, {"a": 1},
           3, 2.5, None, True, {1, 2}, frozenset()]


class MatchClassesTest(unittest.TestCase):
    def test_sequences_as_cpython(self):
        for value in SAMPLES:
            with self.subTest(value=value):
                self.assertEqual(isinstance(value, SEQUENCE_CLASSES), matches_sequence(value))

    def test_mappings_as_cpython(self):
        for value in SAMPLES:
            with self.subTest(value=value):
                self.assertEqual(isinstance(value, MAPPING_CLASSES), matches_mapping(value))

    def test_collections_classes_as_their_cpython_originals(self):
        self.assertTrue(matches_sequence(collections.deque([1])))
        self.assertTrue(isinstance(rc.deque([1]), SEQUENCE_CLASSES))
        self.assertTrue(matches_mapping(collections.defaultdict(int)))
        self.assertTrue(isinstance(rc.defaultdict(int), MAPPING_CLASSES))
        self.assertTrue(matches_mapping(collections.Counter("ab")))
        self.assertTrue(isinstance(rc.Counter("ab"), MAPPING_CLASSES))
        self.assertFalse(isinstance(rc.deque([1]), MAPPING_CLASSES))


if __name__ == "__main__":
    unittest.main()
