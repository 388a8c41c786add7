"""A list of ints (or bools) meeting a list of floats: `floats + ints`, `floats.extend(ints)`,
`floats += bools`, slice assignment; the int items are held as floats, so the values shown
go through float() (showing an item that may be an int is refused: docs/runtime.md)."""


def scale(values, k):
    return [v * k for v in values]


def entry_point(argv):
    n = len(argv)
    ints = [1, 2, n + 2]
    floats = [0.5] + ints
    print(len(floats), float(floats[0] + floats[3]), sum(floats) / 2)
    more = [0.25]
    more.extend(ints)
    more += [True, False]
    print(len(more), float(more[0] * 4), more[3] + 0.5)
    halves = scale([1.0, 2.0], 0.5)
    halves[1:1] = [n > 0]
    print(float(halves[0]), float(halves[2]), len(halves))
    print([x / 2 for x in floats], [1.5] == scale([1], 1.5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
