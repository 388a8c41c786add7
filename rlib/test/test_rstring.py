"""Tests for rlib.rstring.StringBuilder."""

import unittest

from rlib.rstring import StringBuilder


class TestStringBuilder(unittest.TestCase):
    def test_empty(self):
        sb = StringBuilder()
        self.assertEqual(sb.getlength(), 0)
        self.assertEqual(sb.build(), "")

    def test_init_size_is_only_a_hint(self):
        for n in (0, 1, 5, 1000):
            sb = StringBuilder(n)
            sb.append("x" * 50)
            self.assertEqual(sb.build(), "x" * 50)
        with self.assertRaises(AssertionError):
            StringBuilder(-1)

    def test_append(self):
        sb = StringBuilder()
        sb.append("abc")
        sb.append("")
        sb.append("dé€")
        self.assertEqual(sb.getlength(), 6)
        self.assertEqual(sb.build(), "abcdé€")

    def test_append_rejects_non_str(self):
        sb = StringBuilder()
        for bad in (b"abc", 5, None, ["a"]):
            with self.assertRaises(TypeError):
                sb.append(bad)
        self.assertEqual(sb.getlength(), 0)

    def test_append_slice(self):
        sb = StringBuilder()
        sb.append_slice("hello world", 0, 5)
        sb.append_slice("hello world", 5, 5)
        sb.append_slice("hello world", 5, 11)
        self.assertEqual(sb.getlength(), 11)
        self.assertEqual(sb.build(), "hello world")

    def test_append_slice_bad_indices(self):
        sb = StringBuilder()
        for start, end in ((-1, 2), (3, 2), (0, 6), (6, 6)):
            with self.assertRaises(AssertionError):
                sb.append_slice("hello", start, end)
        with self.assertRaises(TypeError):
            sb.append_slice(b"hello", 0, 1)
        self.assertEqual(sb.build(), "")

    def test_append_multiple_char(self):
        sb = StringBuilder()
        sb.append_multiple_char("a", 3)
        sb.append_multiple_char("b", 0)
        sb.append_multiple_char("€", 2)
        self.assertEqual(sb.getlength(), 5)
        self.assertEqual(sb.build(), "aaa€€")

    def test_append_multiple_char_errors(self):
        sb = StringBuilder()
        with self.assertRaises(TypeError):
            sb.append_multiple_char("ab", 2)
        with self.assertRaises(TypeError):
            sb.append_multiple_char("", 2)
        with self.assertRaises(TypeError):
            sb.append_multiple_char(65, 2)
        with self.assertRaises(AssertionError):
            sb.append_multiple_char("a", -1)
        self.assertEqual(sb.getlength(), 0)

    def test_build_twice_and_continue(self):
        sb = StringBuilder()
        sb.append("ab")
        self.assertEqual(sb.build(), "ab")
        self.assertEqual(sb.build(), "ab")
        sb.append("cd")
        self.assertEqual(sb.getlength(), 4)
        self.assertEqual(sb.build(), "abcd")

    def test_many_pieces(self):
        sb = StringBuilder()
        expected = []
        for i in range(1000):
            sb.append(str(i))
            expected.append(str(i))
        self.assertEqual(sb.build(), "".join(expected))
        self.assertEqual(sb.getlength(), len("".join(expected)))

    def test_mixed(self):
        sb = StringBuilder(4)
        sb.append("[")
        sb.append_multiple_char(" ", 2)
        sb.append_slice("xyz", 1, 3)
        sb.append("]")
        self.assertEqual(sb.getlength(), 6)
        self.assertEqual(sb.build(), "[  yz]")


if __name__ == "__main__":
    unittest.main()
