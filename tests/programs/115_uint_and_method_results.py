"""Prebuilt r_uint constants above 2**63 with //, %, ** ; overridden methods returning a char or a str."""
from rlib.rarithmetic import r_uint, intmask

BIG = r_uint(0xFFFFFFFFFFFFFFF0)
SMALL = r_uint(10)
TOP = r_uint(1) << 63


class Cell:
    def mark(self):
        return "?"

    def width(self):
        return 1


class Wall(Cell):
    def mark(self):
        return "#"


class Door(Cell):
    def mark(self):
        return "[door]"

    def width(self):
        return 6


def render(cells):
    out = ""
    for c in cells:
        out += c.mark()
    return out


def entry_point(argv):
    print(BIG, BIG // SMALL, BIG % SMALL, intmask(BIG))
    print(TOP, TOP // r_uint(3), (BIG + SMALL) % r_uint(7), SMALL ** r_uint(3))
    x = BIG
    for i in range(3):
        x = x * r_uint(31) + r_uint(i)
    print(x, x > TOP, x // TOP)
    try:
        print(SMALL // r_uint(0))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(SMALL % r_uint(0))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    cells = [Cell(), Wall(), Door(), Wall()]
    print(render(cells))
    print([c.mark() for c in cells], sum([c.width() for c in cells]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
