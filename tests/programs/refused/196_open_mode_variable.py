# expect: open() needs a mode known at translation time (a constant string)
# expect: 196_open_mode_variable.py:9
"""open()'s mode chooses the file object's class (text or binary) at translation time: a mode computed at run time is refused."""
import sys


def entry_point(argv):
    mode = "r" if len(argv) > 5 else "w"
    f = open("rtfarm_refused_196.txt", mode)
    f.close()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
