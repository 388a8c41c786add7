"""Tuples nesting tuples: a tuple holding one (int, int, int) tuple and one holding an
(int, int) tuple and an int are two layouts (their C structs once shared a name), met in
one function through itertools.product's *args and a dict of tuple keys' items()."""
from itertools import product


def neighbour_counts(cells):
    counts = {}
    for x, y in cells:
        for dx, dy in product((-1, 0, 1), repeat=2):
            if dx or dy:
                key = (x + dx, y + dy)
                counts[key] = counts.get(key, 0) + 1
    return counts


def entry_point(argv):
    counts = neighbour_counts([(1, 0), (1, 1), (1, 2)])
    for cell, n in sorted(counts.items()):
        print(cell, n)
    triples = ((1, 2, 3),)
    pairs = [((4, 5), 6), ((7, 8), 9)]
    print(triples, triples[0][2], pairs, pairs[1][0][1], pairs[0][1])
    nested = [(((1, 2), 3), 4), (((5, 6), 7), 8)]
    print(nested[1][0][0][1], sorted(nested, reverse=True)[0])
    print(len(list(product((-1, 0, 1), (-1, 0, 1)))))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
