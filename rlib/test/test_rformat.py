"""rlib.rformat against CPython's str.format and str.format_map: the same text, or the
same exception class and message, for a table of format strings and arguments."""

import unittest

from rlib import rformat

FORMATS = [
    "{}|{}|{}", "{:<8}|{:>4}|{:.2f}", "{0}{1}{0}", "{2}", "{}{0}", "{0}{}", "{", "}",
    "a}}b{{c", "{:{}}", "{0:>{1}}", "{!r:>10}", "{!x}", "{!rr}", "{!", "{!r", "{0:abc",
    "{0!s:^9}", "{name}", "{:d}", "{:{:{}}}", "{{}}", "x{0", "{:}", "{0!a}", "{}{}{}{}",
    "{:%}", "{0:,}", "{:=^+12.3f}", "{0{}", "{[}", "{0!}", "{!:}", "{:{{}}}", "{0:{1}{2}}",
    "}{", "{}}", "{{{}}}", "{ }", "{-1}", "{0!r}{1!s}{2!a}",
]
ARGUMENTS = [("apple", 3, 1.5), ["x", "\xe9y", "z"], (1, 2), (3.25, "s", True), (), []]


def outcome(call):
    try:
        return "ok " + call()
    except (ValueError, IndexError, KeyError, TypeError) as e:
        return "%s %s" % (type(e).__name__, e)


class FormatTest(unittest.TestCase):
    def test_format_args(self):
        for fmt in FORMATS:
            for args in ARGUMENTS:
                self.assertEqual(outcome(lambda: rformat.call_format(fmt, args)),
                                 outcome(lambda: fmt.format(*args)), (fmt, args))

    def test_format_map(self):
        for fmt in ["{a}-{b:>4}", "{c}", "{}", "{0}", "{a!r}", "{a:{b}}", "{a:{c}}"]:
            for mapping in [{"a": "1", "b": "5"}, {}]:
                self.assertEqual(outcome(lambda: rformat.call_format_map(fmt, mapping)),
                                 outcome(lambda: fmt.format_map(mapping)), (fmt, mapping))

    def test_other_receivers_keep_their_method(self):
        class Money:
            def format(self, sep):
                return "1" + sep + "00"

        self.assertEqual(rformat.call_format(Money(), (",",)), "1,00")

    def test_attribute_fields_refused_at_run_time(self):
        with self.assertRaises(NotImplementedError):
            rformat.call_format("{0.real}", (1,))


if __name__ == "__main__":
    unittest.main()
