"""rlib.rdataclasses against dataclasses: a prepared class makes, shows, compares and
orders its instances as the generated methods did."""

import dataclasses
import unittest

from rlib import rdataclasses


LOCAL = "make_classes.<locals>."


def make_classes():
    @dataclasses.dataclass(order=True)
    class Card:
        rank: int
        suit: str = "S"
        tags: list = dataclasses.field(default_factory=list, compare=False)
        hidden: int = dataclasses.field(default=0, repr=False)

    @dataclasses.dataclass
    class Area:
        w: float
        h: float
        size: float = dataclasses.field(init=False)

        def __post_init__(self):
            self.size = self.w * self.h

    return Card, Area


class PrepareTest(unittest.TestCase):
    def test_same_behaviour(self):
        Card, Area = make_classes()
        PCard, PArea = make_classes()
        rdataclasses.prepare(PCard)
        rdataclasses.prepare(PArea)
        self.assertIsNot(PCard.__repr__, Card.__repr__)
        args = [(3,), (3, "H"), (10, "C", ["x"]), (2, "S", [], 5)]
        for a in args:
            # CPython shows the qualified name: these classes are local to make_classes.
            self.assertEqual(repr(PCard(*a)), repr(Card(*a)).replace(LOCAL, ""))
            for b in args:
                for op in ("__eq__", "__lt__", "__le__", "__gt__", "__ge__"):
                    self.assertEqual(getattr(PCard(*a), op)(PCard(*b)),
                                     getattr(Card(*a), op)(Card(*b)))
        self.assertEqual(repr(PArea(2.0, 3.0)), repr(Area(2.0, 3.0)).replace(LOCAL, ""))
        self.assertEqual(PCard(1).tags, [])
        self.assertIsNot(PCard(1).tags, PCard(1).tags)


if __name__ == "__main__":
    unittest.main()
