"""range objects made at import time (module constants, class attributes, items of
prebuilt lists and tuples), as RPython code keeps them (BUFSIZE_RANGE = range(BUFSIZE)):
iterated, indexed, sliced, measured, compared and printed like CPython's."""

BUFSIZE = 4
BUFSIZE_RANGE = range(BUFSIZE)
ODD = range(1, 20, 2)
DOWN = range(10, -1, -3)
EMPTY = range(5, 5)
NEGATIVE = range(-6, 0)
WINDOWS = [range(0, 3), range(3, 7), range(7, 12)]
PAIR = (range(2), range(2, 4))


class Grid:
    ROWS = range(3)
    COLS = range(0, 6, 2)

    def cells(self):
        out = []
        for r in self.ROWS:
            for c in Grid.COLS:
                out.append(r * 10 + c)
        return out


def total(r):
    s = 0
    for i in r:
        s += i
    return s


def entry_point(argv):
    data = [0] * BUFSIZE
    for i in BUFSIZE_RANGE:
        data[i] = i * i
    print(data, len(BUFSIZE_RANGE), BUFSIZE_RANGE)
    print(ODD, len(ODD), ODD[3], ODD[-1], 7 in ODD, 8 in ODD, ODD.index(9))
    print(DOWN, list(DOWN), DOWN[1:3], total(DOWN))
    print(EMPTY, len(EMPTY), list(EMPTY), EMPTY == range(0), bool(EMPTY), bool(ODD))
    print(NEGATIVE, total(NEGATIVE), NEGATIVE[0], NEGATIVE[-1])
    print([total(w) for w in WINDOWS], WINDOWS)
    print(PAIR, PAIR[0] == range(0, 2), PAIR[1] == range(2, 5))
    print(Grid().cells())
    r = BUFSIZE_RANGE if len(argv) > 1 else ODD
    print(r, sum(r))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
