"""rlib.rnamedtuple against collections.namedtuple and typing.NamedTuple: the plain class
made for a named tuple shows, compares, hashes, indexes and replaces as the tuple does."""

import collections
import typing
import unittest

from rlib import rnamedtuple

Point = collections.namedtuple("Point", "x y", defaults=[0])


class Item(typing.NamedTuple):
    name: str
    weight: int = 1

    def heavy(self):
        return self.weight > 2


class Vec(collections.namedtuple("Vec", "x y")):
    __slots__ = ()

    def norm2(self):
        return self.x * self.x + self.y * self.y


class ReplacementTest(unittest.TestCase):
    def test_namedtuple(self):
        P = rnamedtuple.replacement(Point)
        self.assertIs(rnamedtuple.replacement(Point), P)
        ours, theirs = P(1, 2), Point(1, 2)
        self.assertEqual(repr(ours), repr(theirs))
        self.assertEqual(repr(P(5)), repr(Point(5)))
        self.assertEqual(hash(ours), hash(theirs))
        self.assertEqual((ours[0], ours[1], ours[-1]), (theirs[0], theirs[1], theirs[-1]))
        self.assertEqual(len(ours), 2)
        self.assertEqual(list(ours), [1, 2])
        self.assertTrue(ours == P(1, 2) and ours < P(1, 3) and ours == (1, 2))
        self.assertEqual(repr(ours._replace(y=7)), repr(theirs._replace(y=7)))
        self.assertEqual(ours._asdict(), dict(theirs._asdict()))
        self.assertEqual(repr(P._make([3, 4])), "Point(x=3, y=4)")
        self.assertEqual(P._fields, ("x", "y"))
        with self.assertRaises(IndexError):
            ours[2]

    def test_typing_and_subclass(self):
        I = rnamedtuple.replacement(Item)
        self.assertEqual(repr(I("a")), repr(Item("a")))
        self.assertTrue(I("b", 3).heavy())
        V = rnamedtuple.replacement(Vec)
        self.assertEqual(V(3, 4).norm2(), 25)
        self.assertEqual(repr(V(3, 4)), repr(Vec(3, 4)))

    def test_prebuilt_instance(self):
        made = rnamedtuple.replacement_instance(Point(8, 9))
        self.assertIsInstance(made, rnamedtuple.replacement(Point))
        self.assertEqual((made.x, made.y), (8, 9))
        self.assertTrue(rnamedtuple.is_namedtuple_class(Item))
        self.assertFalse(rnamedtuple.is_namedtuple_class(tuple))


if __name__ == "__main__":
    unittest.main()
