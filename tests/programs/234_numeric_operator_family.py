"""The rest of the operator family on user classes: a BitSet with __and__ __or__ __xor__
__invert__ __lshift__ __rshift__ and their in-place forms (__iand__ defined, |= falling
back to __or__), a Money class with __floordiv__ __mod__ __pow__ __rsub__ __rtruediv__
__rfloordiv__ __rpow__ (int and float left operands), an explicit __ne__, __pos__ and
__abs__, and operators on instances inside expressions, loops and function calls"""

import sys


class BitSet:
    def __init__(self, bits):
        self.bits = bits

    def __and__(self, other):
        return BitSet(self.bits & other.bits)

    def __or__(self, other):
        return BitSet(self.bits | other.bits)

    def __xor__(self, other):
        return BitSet(self.bits ^ other.bits)

    def __invert__(self):
        return BitSet(~self.bits & 255)

    def __lshift__(self, n):
        return BitSet((self.bits << n) & 255)

    def __rshift__(self, n):
        return BitSet(self.bits >> n)

    def __iand__(self, other):
        self.bits &= other.bits
        return self

    def __eq__(self, other):
        return self.bits == other.bits

    def __ne__(self, other):
        print("  (explicit __ne__)")
        return self.bits != other.bits

    def __repr__(self):
        return "BitSet(" + bin(self.bits) + ")"


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __floordiv__(self, n):
        return Money(self.cents // n)

    def __mod__(self, n):
        return Money(self.cents % n)

    def __pow__(self, n):
        return Money(self.cents ** n)

    def __rsub__(self, cents):
        return Money(cents - self.cents)

    def __rtruediv__(self, x):
        return x / self.cents

    def __rfloordiv__(self, x):
        return x // self.cents

    def __rpow__(self, base):
        return base ** abs(self.cents)

    def __pos__(self):
        return Money(self.cents)

    def __abs__(self):
        return Money(abs(self.cents))

    def __neg__(self):
        return Money(-self.cents)

    def __repr__(self):
        sign = "-" if self.cents < 0 else ""
        c = abs(self.cents)
        return "%s$%d.%02d" % (sign, c // 100, c % 100)


def mask_all(sets, mask):
    return [s & mask for s in sets]


def entry_point(argv):
    a = BitSet(0b1100)
    b = BitSet(0b1010)
    print(a & b, a | b, a ^ b, ~a, a << 2, a >> 1, (a | b) >> 1 << 3)
    print(a == b, a != b, a == BitSet(12), a != BitSet(12))
    keep = a
    a &= b
    print(a, keep, a is keep)
    a |= BitSet(1)
    print(a, keep, a is keep)
    a ^= BitSet(3)
    a <<= 1
    a >>= 2
    print(a)
    print(mask_all([BitSet(255), BitSet(7), BitSet(16)], BitSet(0b10110)))
    m = Money(12345)
    print(m // 7, m % 1000, Money(12) ** 2, 100000 - m, 500 - Money(-25))
    print(1.0 / Money(8), 1000 // Money(7), 2 ** Money(10), 3 ** Money(-2))
    print(+m, abs(Money(-250)), -m, abs(-m))
    total = Money(0)
    for cents in [199, 2500, -75]:
        total = 0 - (total.cents + cents - 0 - Money(0).cents - 0 - 0) - Money(0)
        total = -total
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
