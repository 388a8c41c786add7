"""rlib.rstrtrans against str.maketrans and str.translate: the same tables, results and
messages."""

import unittest

from rlib import rstrtrans


class StrTransTest(unittest.TestCase):
    def test_tables(self):
        for args in [("abc", "xyz"), ("abc", "xyz", "d"), ("", "", ",."),
                     ({"a": "4", "e": None},), ({97: "A"},)]:
            self.assertEqual(rstrtrans.maketrans(*args), str.maketrans(*args))

    def test_translate(self):
        for text, table in [("Hello, World!", str.maketrans("lo", "01", "!")),
                            ("leet", {ord("e"): "33", ord("t"): None}),
                            ("abc", {98: 66})]:
            self.assertEqual(rstrtrans.translate(text, table), text.translate(table))

    def test_messages(self):
        for args in [("ab", "c"), ({"ab": "c"},)]:
            with self.assertRaises(ValueError) as ours:
                rstrtrans.maketrans(*args)
            with self.assertRaises(ValueError) as theirs:
                str.maketrans(*args)
            self.assertEqual(str(ours.exception), str(theirs.exception))
        with self.assertRaises(ValueError) as ours:
            rstrtrans.translate("a", {97: -1})
        with self.assertRaises(ValueError) as theirs:
            "a".translate({97: -1})
        self.assertEqual(str(ours.exception), str(theirs.exception))


if __name__ == "__main__":
    unittest.main()
