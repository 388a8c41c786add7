"""Tests for rlib.rarithmetic: machine-integer semantics on CPython."""

import unittest

from rlib.rarithmetic import (LONG_BIT, intmask, is_valid_int, ovfcheck,
                              r_uint)

MAXINT = 2**63 - 1
MININT = -2**63
UMAX = 2**64 - 1


class TestIntmask(unittest.TestCase):
    def test_long_bit(self):
        self.assertEqual(LONG_BIT, 64)

    def test_in_range_unchanged(self):
        for v in (0, 1, -1, 12345, -12345, MAXINT, MININT):
            self.assertEqual(intmask(v), v)

    def test_wraparound_edges(self):
        self.assertEqual(intmask(2**63), MININT)
        self.assertEqual(intmask(MAXINT + 1), MININT)
        self.assertEqual(intmask(-2**63 - 1), MAXINT)
        self.assertEqual(intmask(2**64), 0)
        self.assertEqual(intmask(2**64 - 1), -1)
        self.assertEqual(intmask(2**64 + 5), 5)
        self.assertEqual(intmask(-2**64), 0)
        self.assertEqual(intmask(3 * 2**64 + 7), 7)
        self.assertEqual(intmask(-(2**65) - 3), -3)

    def test_accepts_bool_and_r_uint(self):
        self.assertEqual(intmask(True), 1)
        self.assertEqual(intmask(False), 0)
        self.assertEqual(intmask(r_uint(5)), 5)
        self.assertEqual(intmask(r_uint(-1)), -1)
        self.assertEqual(intmask(r_uint(2**63)), MININT)

    def test_returns_plain_int(self):
        self.assertIs(type(intmask(r_uint(5))), int)
        self.assertIs(type(intmask(True)), int)
        self.assertIs(type(intmask(2**70)), int)

    def test_rejects_non_int(self):
        for bad in (1.5, "3", None):
            with self.assertRaises(TypeError):
                intmask(bad)


class TestOvfcheck(unittest.TestCase):
    def test_in_range(self):
        self.assertEqual(ovfcheck(5 + 6), 11)
        self.assertEqual(ovfcheck(MAXINT), MAXINT)
        self.assertEqual(ovfcheck(MININT), MININT)
        self.assertEqual(ovfcheck(MAXINT - 1 + 1), MAXINT)
        self.assertEqual(ovfcheck(True), True)

    def test_overflow(self):
        for v in (MAXINT + 1, MININT - 1, MAXINT * 2, MININT * MININT,
                  2**100, -2**100):
            with self.assertRaises(OverflowError):
                ovfcheck(v)

    def test_typical_idioms(self):
        x = MAXINT
        with self.assertRaises(OverflowError):
            ovfcheck(x + 1)
        with self.assertRaises(OverflowError):
            ovfcheck(MININT - 1)
        with self.assertRaises(OverflowError):
            ovfcheck(-MININT)          # negating MININT overflows
        with self.assertRaises(OverflowError):
            ovfcheck(MININT // -1)     # and so does this division
        with self.assertRaises(OverflowError):
            ovfcheck(1 << 63)
        self.assertEqual(ovfcheck(1 << 62), 2**62)
        self.assertEqual(ovfcheck(3037000499 * 3037000499),
                         3037000499 ** 2)
        with self.assertRaises(OverflowError):
            ovfcheck(3037000500 * 3037000500)

    def test_rejects_unsigned_and_non_int(self):
        with self.assertRaises(TypeError):
            ovfcheck(r_uint(3))
        with self.assertRaises(TypeError):
            ovfcheck(1.0)


class TestIsValidInt(unittest.TestCase):
    def test_valid(self):
        for v in (0, -1, MAXINT, MININT, True, False):
            self.assertTrue(is_valid_int(v), v)

    def test_invalid(self):
        for v in (MAXINT + 1, MININT - 1, 2**64, 1.0, "1", None,
                  r_uint(1)):
            self.assertFalse(is_valid_int(v), v)


class TestRUint(unittest.TestCase):
    def assertUint(self, value, expected):
        self.assertIs(type(value), r_uint)
        self.assertEqual(int(value), expected)

    def test_construction_wraps(self):
        self.assertUint(r_uint(), 0)
        self.assertUint(r_uint(5), 5)
        self.assertUint(r_uint(-1), UMAX)
        self.assertUint(r_uint(2**64), 0)
        self.assertUint(r_uint(2**64 + 3), 3)
        self.assertUint(r_uint(MININT), 2**63)
        self.assertUint(r_uint(r_uint(7)), 7)
        self.assertUint(r_uint(True), 1)
        self.assertUint(r_uint(3.9), 3)
        with self.assertRaises(TypeError):
            r_uint("5")

    def test_is_int_subclass(self):
        self.assertIsInstance(r_uint(3), int)
        self.assertEqual([10, 20, 30][r_uint(1)], 20)
        self.assertEqual("%d" % r_uint(-1), str(UMAX))
        self.assertEqual("{:x}".format(r_uint(255)), "ff")

    def test_repr_str(self):
        self.assertEqual(repr(r_uint(5)), "r_uint(5)")
        self.assertEqual(repr(r_uint(-1)), "r_uint(%d)" % UMAX)
        self.assertEqual(str(r_uint(5)), "5")

    def test_sub_underflow(self):
        self.assertUint(r_uint(0) - 1, UMAX)
        self.assertEqual(r_uint(0) - 1, 2**64 - 1)
        self.assertUint(r_uint(3) - r_uint(5), UMAX - 1)
        self.assertUint(1 - r_uint(2), UMAX)

    def test_add_overflow(self):
        self.assertUint(r_uint(UMAX) + 1, 0)
        self.assertUint(1 + r_uint(UMAX), 0)
        self.assertUint(r_uint(UMAX) + r_uint(UMAX), UMAX - 1)
        self.assertUint(r_uint(5) + (-1), 4)   # -1 converts to UMAX
        self.assertUint(r_uint(5) + True, 6)

    def test_mul(self):
        self.assertUint(r_uint(2**32) * 2**32, 0)
        self.assertUint(r_uint(2**63) * 2, 0)
        self.assertUint(r_uint(3) * 7, 21)
        self.assertUint(7 * r_uint(3), 21)
        self.assertUint(r_uint(3) * -1, UMAX - 2)

    def test_div_mod(self):
        self.assertUint(r_uint(17) // 5, 3)
        self.assertUint(r_uint(17) % 5, 2)
        self.assertUint(17 // r_uint(5), 3)
        self.assertUint(17 % r_uint(5), 2)
        # -1 converts to UMAX: C's ((unsigned long)-1) / 2
        self.assertUint(r_uint(-1) // 2, UMAX // 2)
        self.assertUint(-1 // r_uint(2), UMAX // 2)
        self.assertUint(-1 % r_uint(10), UMAX % 10)
        self.assertUint(r_uint(10) // -1, 0)
        q, r = divmod(r_uint(17), 5)
        self.assertUint(q, 3)
        self.assertUint(r, 2)
        q, r = divmod(17, r_uint(5))
        self.assertUint(q, 3)
        self.assertUint(r, 2)
        with self.assertRaises(ZeroDivisionError):
            r_uint(1) // 0
        with self.assertRaises(ZeroDivisionError):
            r_uint(1) % r_uint(0)
        with self.assertRaises(ZeroDivisionError):
            1 // r_uint(0)

    def test_pow(self):
        self.assertUint(r_uint(2) ** 10, 1024)
        self.assertUint(r_uint(2) ** 64, 0)
        self.assertUint(r_uint(3) ** 41, 3**41 % 2**64)
        with self.assertRaises(ValueError):
            r_uint(2) ** -1

    def test_shifts(self):
        self.assertUint(r_uint(1) << 63, 2**63)
        self.assertUint(r_uint(1) << 64, 0)
        self.assertUint(r_uint(3) << 63, 2**63)
        self.assertUint(r_uint(UMAX) << 4, UMAX - 15)
        self.assertUint(r_uint(UMAX) >> 60, 15)
        self.assertUint(r_uint(2**63) >> 63, 1)
        self.assertUint(r_uint(5) >> 100, 0)
        # reflected: left operand converted, so shift is logical
        self.assertUint(-1 >> r_uint(60), 15)
        self.assertUint(1 << r_uint(3), 8)
        self.assertUint(-1 << r_uint(1), UMAX - 1)
        # shift count r_uint on an r_uint
        self.assertUint(r_uint(16) >> r_uint(2), 4)
        with self.assertRaises(ValueError):
            r_uint(1) << -1

    def test_bitwise(self):
        self.assertUint(r_uint(0b1100) & 0b1010, 0b1000)
        self.assertUint(r_uint(0b1100) | 0b1010, 0b1110)
        self.assertUint(r_uint(0b1100) ^ 0b1010, 0b0110)
        self.assertUint(0b1010 & r_uint(0b1100), 0b1000)
        self.assertUint(0b1010 | r_uint(0b1100), 0b1110)
        self.assertUint(0b1010 ^ r_uint(0b1100), 0b0110)
        self.assertUint(r_uint(5) & -1, 5)
        self.assertUint(r_uint(0) | -1, UMAX)
        self.assertUint(r_uint(0) ^ -2, UMAX - 1)

    def test_unary(self):
        self.assertUint(~r_uint(0), UMAX)
        self.assertUint(~r_uint(UMAX), 0)
        self.assertUint(~r_uint(5), UMAX - 5)
        self.assertUint(-r_uint(1), UMAX)
        self.assertUint(-r_uint(0), 0)
        self.assertUint(-r_uint(2**63), 2**63)
        self.assertUint(+r_uint(4), 4)
        self.assertUint(abs(r_uint(4)), 4)

    def test_comparisons_unsigned(self):
        big = r_uint(-1)
        self.assertTrue(big > 0)
        self.assertTrue(big > MAXINT)
        self.assertTrue(r_uint(2**63) > r_uint(2**63 - 1))
        self.assertTrue(r_uint(1) < -1)       # -1 converts to UMAX
        self.assertTrue(-1 > r_uint(1))       # reflected
        self.assertTrue(r_uint(0) <= 0)
        self.assertTrue(r_uint(0) >= 0)
        self.assertFalse(r_uint(0) < 0)
        self.assertTrue(big == UMAX)
        self.assertTrue(big == -1)
        self.assertTrue(-1 == big)
        self.assertFalse(big != -1)
        self.assertTrue(r_uint(3) != 4)
        self.assertEqual(r_uint(3), 3)
        self.assertEqual(sorted([r_uint(3), r_uint(-1), r_uint(0)]),
                         [0, 3, UMAX])

    def test_mixing_with_float(self):
        self.assertEqual(r_uint(3) + 0.5, 3.5)
        self.assertIs(type(r_uint(3) + 0.5), float)
        self.assertTrue(r_uint(3) < 3.5)
        self.assertEqual(r_uint(3) / 2, 1.5)

    def test_hashable(self):
        d = {r_uint(5): "x"}
        self.assertEqual(d[5], "x")
        self.assertEqual(hash(r_uint(5)), hash(5))

    def test_inplace(self):
        x = r_uint(0)
        x -= 1
        self.assertUint(x, UMAX)
        x += 2
        self.assertUint(x, 1)
        x <<= 63
        self.assertUint(x, 2**63)
        x *= 2
        self.assertUint(x, 0)


if __name__ == "__main__":
    unittest.main()
