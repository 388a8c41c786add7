"""rlib.renum against enum: a prepared enum shows its members and their values as
Enum does, and lists them in definition order."""

import enum
import unittest

from rlib import renum


def make():
    class Color(enum.Enum):
        RED = 1
        GREEN = "g"

    class Own(enum.Enum):
        A = 1

        def __str__(self):
            return "own"

    return Color, Own


class PrepareTest(unittest.TestCase):
    def test_same_text(self):
        Color, Own = make()
        PColor, POwn = make()
        renum.prepare(PColor)
        renum.prepare(POwn)
        for ours, theirs in zip(PColor, Color):
            self.assertEqual(str(ours), str(theirs))
            self.assertEqual(repr(ours).replace("make.<locals>.", ""),
                             repr(theirs).replace("make.<locals>.", ""))
            self.assertEqual((ours.value, ours.name), (theirs.value, theirs.name))
        self.assertEqual(str(POwn.A), "own")
        self.assertEqual(PColor._rtfarm_members_, [PColor.RED, PColor.GREEN])

    def test_lookups_as_the_metaclass(self):
        Color, _ = make()
        PColor, _ = make()
        renum.prepare(PColor)
        for value in [1, "g"]:
            self.assertEqual(PColor._rtfarm_of_value_(value).name, Color(value).name)
        for name in ["RED", "GREEN"]:
            self.assertIs(PColor._rtfarm_of_name_(name), PColor[name])
        for bad in [2, "x"]:
            with self.assertRaises(ValueError) as ours:
                PColor._rtfarm_of_value_(bad)
            with self.assertRaises(ValueError) as theirs:
                Color(bad)
            self.assertEqual(str(ours.exception).replace("make.<locals>.", ""),
                             str(theirs.exception).replace("make.<locals>.", ""))
        with self.assertRaises(KeyError):
            PColor._rtfarm_of_name_("BLUE")


if __name__ == "__main__":
    unittest.main()
