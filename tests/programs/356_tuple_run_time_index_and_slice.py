"""Tuples of known length indexed and sliced with values known only at run time (a tuple of any length results), direction tables indexed in loops, IndexError messages, and str.join of reversed(), of an iterator and of a tuple."""
import sys

DIRECTIONS = ((0, 1), (1, 0), (0, -1), (-1, 0))
NAMES = ("north", "east", "south", "west")
BOARD = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def turn(heading, steps):
    return (heading + steps) % len(DIRECTIONS)


def rows(state):
    return [state[r * 3:r * 3 + 3] for r in range(3)]


def entry_point(argv):
    n = len(argv)
    x, y, heading = 0, 0, 0
    for steps in [1, 1, 3, 2, 1, 5, 2]:
        heading = turn(heading, steps)
        dx, dy = DIRECTIONS[heading]
        x += dx * steps
        y += dy * steps
        print(f"{NAMES[heading]:>5} -> ({x}, {y})")
    print(rows(BOARD))
    print(BOARD[n:n + 3], BOARD[-n - 2:], BOARD[::n + 1], BOARD[n * 8:], BOARD[5:n])
    mixed = (1, 2.5, 3)
    print("%.1f %.1f %.1f %d" % (mixed[n], mixed[n + 1], mixed[n - 2], len(mixed[n:])))
    t = (n, n + 1, n + 2)
    total = 0
    for i in range(len(t)):
        total += t[i] * t[-i - 1]
    print(total, t[n:] + t[:n], t[n:] == (2, 3), len(t[:n + 5]))
    for i in [3, -4, n + 8]:
        try:
            print(NAMES[i])
        except IndexError as e:
            print("IndexError:", e)
    print("".join(reversed(["a", "b", "c"])), "-".join(reversed("xyz")), "/".join(NAMES),
          ",".join(iter(["p", "q"])), " ".join(map(str, BOARD[n:4])))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
