"""Tests for rlib.debug."""

import unittest

from rlib.debug import ll_assert


class TestLLAssert(unittest.TestCase):
    def test_true_passes(self):
        self.assertIsNone(ll_assert(True, "never"))
        self.assertIsNone(ll_assert(1 == 1, "never"))
        self.assertIsNone(ll_assert([0], "non-empty list is true"))

    def test_false_raises_with_message(self):
        with self.assertRaises(AssertionError) as cm:
            ll_assert(False, "invariant broken")
        self.assertEqual(str(cm.exception), "invariant broken")

    def test_falsy_values_raise(self):
        for v in (0, None, "", []):
            with self.assertRaises(AssertionError):
                ll_assert(v, "falsy")

    def test_raised_even_under_optimize_flag(self):
        # Unlike a bare 'assert', ll_assert is an ordinary call, so it is
        # not stripped by 'python -O'.
        import subprocess, sys, os
        root = os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__))))
        code = ("from rlib.debug import ll_assert\n"
                "try:\n    ll_assert(False, 'm')\n"
                "except AssertionError:\n    print('raised')\n")
        out = subprocess.run([sys.executable, "-O", "-c", code], cwd=root,
                             capture_output=True, text=True, check=True)
        self.assertEqual(out.stdout.strip(), "raised")


if __name__ == "__main__":
    unittest.main()
