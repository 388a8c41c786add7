"""The game-AI idiom `best = None` then `best = move` inside the loop: an int that may be None (refused before numbers could be None: refused/358)."""

import sys


def best_move(scores):
    best = None
    best_score = 0
    for move, score in enumerate(scores):
        if best is None or score > best_score:
            best = move
            best_score = score
    return best


def entry_point(argv):
    print(best_move([3, 9, 2]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
