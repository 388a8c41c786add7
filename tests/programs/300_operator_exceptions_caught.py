"""Exceptions raised by special methods through operators (a + b, a < b, x[i], x in lst,
-a, a += b, x[i] = v, del x[i], '%s' % x, hash of a dict key) are caught by the try
around the operator itself, as CPython does; operators on ints and strs in a try stay
plain."""

import sys


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if other.cents < 0:
            raise ValueError("negative amount %d" % other.cents)
        return Money(self.cents + other.cents)

    def __radd__(self, other):
        if other == 0:
            return self
        raise TypeError("cannot add %r" % other)

    def __sub__(self, other):
        if other.cents > self.cents:
            raise ArithmeticError("overdrawn")
        return Money(self.cents - other.cents)

    def __neg__(self):
        raise OverflowError("no negative money")

    def __lt__(self, other):
        if other.cents == 13:
            raise KeyError("unlucky")
        return self.cents < other.cents

    def __eq__(self, other):
        if other.cents == 7:
            raise RuntimeError("seven compared")
        return self.cents == other.cents

    def __hash__(self):
        if self.cents == 666:
            raise LookupError("hash refused")
        return self.cents

    def __str__(self):
        if self.cents > 1000000:
            raise ValueError("too rich to print")
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)


class Shelf:
    def __init__(self):
        self.items = [1, 2, 3]

    def __getitem__(self, i):
        if i >= len(self.items):
            raise IndexError("shelf index %d" % i)
        return self.items[i]

    def __setitem__(self, i, v):
        if v < 0:
            raise ValueError("negative stock")
        self.items[i] = v

    def __delitem__(self, i):
        if i == 0:
            raise PermissionError("first item is fixed")
        del self.items[i]

    def __len__(self):
        return len(self.items)


def arithmetic():
    wallet = Money(500)
    for c in [250, -5, 10]:
        try:
            wallet = wallet + Money(c)
            print("added", str(wallet))
        except ValueError as e:
            print("refused:", e)
    for c in [100, 5000]:
        try:
            wallet = wallet - Money(c)
            print("spent", str(wallet))
        except ArithmeticError as e:
            print("arith:", e)
    try:
        w = -wallet
        print("negated", str(w))
    except OverflowError as e:
        print("overflow:", e)
    try:
        wallet += Money(-1)
    except ValueError as e:
        print("inplace:", e, str(wallet))
    try:
        total = 0 + wallet
        print("radd", str(total))
        total = 1 + wallet
        print("radd", str(total))
    except TypeError as e:
        print("radd refused:", e)


def comparisons():
    a = Money(10)
    for c in [20, 13, 5]:
        try:
            print("lt", a < Money(c))
        except KeyError as e:
            print("lt raised", repr(e))
    for c in [10, 7]:
        try:
            print("eq", a == Money(c))
        except RuntimeError as e:
            print("eq raised", e)
    purse = [Money(1), Money(7), Money(3)]
    try:
        print("in", Money(3) in purse)
    except RuntimeError as e:
        print("in raised", e)
    try:
        print("in", Money(7) in [Money(1), Money(2)])
    except RuntimeError as e:
        print("in raised", e)


def items():
    shelf = Shelf()
    for i in [0, 2, 5]:
        try:
            print("get", shelf[i])
        except IndexError as e:
            print("get raised", e)
    for v in [9, -1]:
        try:
            shelf[1] = v
            print("set", shelf[1])
        except ValueError as e:
            print("set raised", e)
    for i in [2, 0]:
        try:
            del shelf[i]
            print("del ok", len(shelf))
        except PermissionError as e:
            print("del raised", e)


def hashing():
    prices = {}
    for c in [5, 666, 9]:
        try:
            prices[Money(c)] = c * 2
            print("stored", c, len(prices))
        except LookupError as e:
            print("store raised", e)


def formatting():
    for c in [12345, 200000000]:
        try:
            print("fmt: %s" % Money(c))
        except ValueError as e:
            print("fmt raised", e)


def plain(n):
    # Operators on ints and strs inside a try: nothing to catch but their own errors.
    total = 0
    text = ""
    for i in range(n):
        try:
            total = total + i * 3 - (i % 7)
            text = text + str(i % 10)
            total += 100 // (i % 5)
        except ZeroDivisionError:
            total -= 1
    print("plain", total, text)


def entry_point(argv):
    arithmetic()
    comparisons()
    items()
    hashing()
    formatting()
    plain(40)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
