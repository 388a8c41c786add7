"""Tests for rlib.rfile: its file objects, run on CPython over the primitives' Python
bodies, behave as CPython's own open() (the translated programs' oracle)."""

import builtins
import os
import tempfile
import unittest

from rlib import rfile


class TestModes(unittest.TestCase):
    def test_valid_modes(self):
        for mode in ("r", "w", "a", "x", "rb", "wb", "ab", "r+", "w+", "a+", "r+b", "rb+",
                     "rt", "wt"):
            self.assertGreaterEqual(rfile.mode_bits(mode), 0, mode)
            self.assertEqual(rfile.mode_error(mode), "", mode)

    def test_invalid_modes_have_cpython_messages(self):
        path = os.devnull
        for mode in ("z", "rw", "rbt", "r+++", "", "rr", "wa", "bb"):
            with self.assertRaises(ValueError) as cpython:
                builtins.open(path, mode)
            self.assertEqual(rfile.mode_error(mode), str(cpython.exception), mode)
            self.assertEqual(rfile.mode_bits(mode), -1, mode)

    def test_binary_mode_names(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "f")
            for mode in ("wb", "rb", "ab", "r+b", "w+b", "a+b", "rb+"):
                with builtins.open(path, mode) as f:
                    self.assertEqual(rfile.binary_mode_name(mode), f.mode, mode)

    def test_encodings(self):
        self.assertEqual(rfile.encoding_kind(None), rfile.UTF8)
        self.assertEqual(rfile.encoding_kind("UTF-8"), rfile.UTF8)
        self.assertEqual(rfile.encoding_kind("utf_8"), rfile.UTF8)
        self.assertEqual(rfile.encoding_kind("ASCII"), rfile.ASCII)
        self.assertEqual(rfile.encoding_kind("Latin-1"), rfile.LATIN1)
        self.assertEqual(rfile.encoding_kind("iso-8859-1"), rfile.LATIN1)
        self.assertEqual(rfile.encoding_kind("cp1252"), -1)


class TestUtf8Complete(unittest.TestCase):
    def test_prefixes(self):
        data = "aé☃😀".encode("utf-8")
        for end in range(len(data) + 1):
            chunk = data[:end]
            n = rfile.ll_utf8_complete(chunk)
            chunk[:n].decode("utf-8")  # a whole number of characters
            self.assertGreaterEqual(n, end - 3)


class TestAgainstCPython(unittest.TestCase):
    """The same operations on rfile's objects and on CPython's."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "data.txt")

    def tearDown(self):
        self.tmp.cleanup()

    def write_raw(self, data):
        with builtins.open(self.path, "wb") as f:
            f.write(data)

    def both(self, mode, operations):
        got = []
        for opener in (rfile.open, builtins.open):
            f = opener(self.path, mode)
            results = []
            for op in operations:
                results.append(op(f))
            f.close()
            got.append(results)
        self.assertEqual(got[0], got[1])

    def test_text_reads(self):
        self.write_raw("one\r\ntwo\rthree\né☃\n\nlast".encode("utf-8") * 700)
        self.both("r", [lambda f: f.readline(), lambda f: f.read(7), lambda f: f.readline(2),
                        lambda f: f.readlines()[-3:], lambda f: f.read()])
        self.both("r", [lambda f: list(f)[-5:]])
        self.both("r", [lambda f: f.read(10000), lambda f: len(f.read())])

    def test_binary_reads(self):
        self.write_raw(b"ab\ncd\r\n\xff\x00\n" * 2000)
        self.both("rb", [lambda f: f.readline(), lambda f: f.read(3), lambda f: f.tell(),
                         lambda f: f.seek(-5, 2), lambda f: f.read(), lambda f: f.seek(4),
                         lambda f: f.readline(1), lambda f: len(f.readlines())])

    def test_errors(self):
        missing = os.path.join(self.tmp.name, "missing")
        for opener in (rfile.open, builtins.open):
            with self.assertRaises(FileNotFoundError) as caught:
                opener(missing)
            self.assertEqual(caught.exception.errno, 2)
            self.assertEqual(caught.exception.filename, missing)
        with self.assertRaises(IsADirectoryError):
            rfile.open(self.tmp.name)
        f = rfile.open(self.path, "w")
        f.close()
        with self.assertRaises(ValueError) as caught:
            f.write("x")
        self.assertEqual(str(caught.exception), "I/O operation on closed file.")


if __name__ == "__main__":
    unittest.main()
