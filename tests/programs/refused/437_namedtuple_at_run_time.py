# expect: collections.namedtuple() called at run time is not supported: make the class at import (at module level)
# expect: 437_namedtuple_at_run_time.py:9
"""collections.namedtuple() called inside a function: the class would be made at run time (classes are made at import)."""
import sys
from collections import namedtuple


def entry_point(argv):
    Pair = namedtuple("Pair", "a b")
    p = Pair(1, 2)
    print(p.a)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
