# expect: copy.copy() and copy.deepcopy() of an instance are not supported: copy its fields in a method of its class
# expect: rlib.rcopy.deepcopy<at 364_deepcopy_of_instance.entry_point
"""copy.deepcopy() of an instance of the program's own class (a game state copied for a
search): rlib.rcopy copies lists, dicts, sets and tuples, not instances, whose fields
would need copying class by class (write a copy method)."""

import copy
import sys


class State:
    def __init__(self):
        self.board = [0] * 9


def entry_point(argv):
    s = State()
    t = copy.deepcopy(s)
    t.board[0] = 1
    print(s.board[0], t.board[0])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
