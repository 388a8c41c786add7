"""tuple.index() and tuple.count() on tuples of known length (ints, strs, mixed int and float, nested tuples, instances with __eq__) and of any length, with start and stop, and list.index() with bounds, with CPython's ValueError messages."""
import sys

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


class Card:
    def __init__(self, rank):
        self.rank = rank

    def __eq__(self, other):
        return self.rank == other.rank


def blank_position(state):
    z = state.index(0)
    return divmod(z, 3)


def entry_point(argv):
    n = len(argv)
    print(blank_position(GOAL), blank_position((0, 1, 2, 3, 4, 5, 6, 7, 8)), GOAL.index(n + 4))
    t = (3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5)
    print(t.count(5), t.count(n), t.count(7), t.index(5), t.index(5, 5), t.index(5, -3), t.index(1, 2, 4))
    words = ("red", "green", "blue", "green")
    print(words.index("green"), words.count("green"), words.index("green", 2))
    mixed = (1, 2.5, 3)
    print(mixed.index(3), mixed.index(2.5), mixed.count(1.0), mixed.index(True))
    pairs = ((0, 1), (1, 0), (0, 1))
    print(pairs.count((0, n)), pairs.index((n, 0)))
    cards = (Card(3), Card(7), Card(3))
    print(cards.count(Card(3)), cards.index(Card(7)))
    dynamic = tuple(x * 2 for x in range(6))
    print(dynamic.index(6), dynamic.count(4), dynamic.index(10, 1, 6))
    lst = [5, 1, 5, 2, 5]
    print(lst.index(5, 1), lst.index(5, -2), lst.index(2, 0, 4))
    for probe in [lambda: t.index(8), lambda: words.index("black"), lambda: t.index(3, 1, 9),
                  lambda: dynamic.index(7), lambda: lst.index(1, 2), lambda: lst.index(9)]:
        try:
            print(probe())
        except ValueError as e:
            print("ValueError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
