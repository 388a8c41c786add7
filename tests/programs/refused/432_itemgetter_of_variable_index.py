# expect: rlib.roperator.itemgetter() is specialize:memo: it needs arguments with a finite set of values
"""operator.itemgetter() of an index known only at run time: the getter is written at translation time for constant arguments (use a lambda)."""
import sys
from operator import itemgetter


def entry_point(argv):
    rows = [[3, 1, 2], [1, 2, 3]]
    column = len(argv)
    print(sorted(rows, key=itemgetter(column)))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
