"""Module-level dicts and sets built at import whose keys are hashed from their contents: tuple keys (grid coordinates), nested tuples, frozenset keys, instances with __hash__, looked up with keys made at run time."""
import sys

GRID = {(r, c): r * 10 + c for r in range(4) for c in range(4)}
MOVES = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
BY_DELTA = {v: k for k, v in MOVES.items()}
NESTED = {((0, 0), (1, 1)): "diag", ((0, 0), (0, 1)): "down"}
EDGES = {frozenset([1, 2]): 5, frozenset([2, 3]): 7, frozenset([3, 1]): 9}
SEEN = {(1, 2), (3, 4), (-1, -2)}
WORDS = {("a", 1): 1.5, ("b", 2): 2.5}


class Pos:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Pos({self.x}, {self.y})"


NAMES = {Pos(0, 0): "origin", Pos(2, 3): "treasure"}
POS_SET = {Pos(1, 1), Pos(5, 5)}


def entry_point(argv):
    n = len(argv)  # 1 under both: keys made at run time
    print(GRID[(0, 2)], GRID[(n + 2, n)], (n, n) in GRID, (n + 9, 0) in GRID)
    print(sum(GRID[(r, c)] for r in range(4) for c in range(4) if r == c))
    print(list(GRID)[:5], len(GRID))
    print(BY_DELTA[(0, n)], BY_DELTA[(-n, 0)], sorted(BY_DELTA.items()))
    print(NESTED[((0, 0), (n, n))], NESTED.get(((0, 0), (0, n)), "?"), NESTED.get(((n, 0), (0, 0)), "?"))
    print(EDGES[frozenset([n + 1, n])], EDGES[frozenset([1, n + 2])], frozenset([n, 4]) in EDGES)
    print((n, 2) in SEEN, (-n, -2) in SEEN, (2, n) in SEEN, sorted(SEEN))
    print(WORDS[("a", n)], WORDS.get(("b", n + 1), 0.0), WORDS.get(("c", 3), -1.0))
    print(NAMES[Pos(0, 0)], NAMES[Pos(n + 1, n + 2)], Pos(9, 9) in NAMES)
    print(Pos(n, n) in POS_SET, Pos(n, 5) in POS_SET, len(POS_SET))
    GRID[(n, n)] = -1
    del GRID[(0, 0)]
    print(GRID[(1, 1)], (0, 0) in GRID, len(GRID))
    try:
        print(GRID[(7, 7)])
    except KeyError as e:
        print("KeyError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
