# expect: variable 'best' of 358_best_move_none_or_int.best_move gets None at 358_best_move_none_or_int.py:13 and nonneg int
# expect: an int, float or bool cannot also be None
"""The game-AI idiom `best = None` then `best = move` inside the loop: an int that may be
None. The message names the variable assigned (not the loop variable it was copied
from) and says what to write instead."""

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
