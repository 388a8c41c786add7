# expect: cannot unify builtin max and builtin min
"""Two builtins whose signatures CPython does not give (max, min) in one dict with no function of the program to take the number of arguments from."""
import sys

OPS = {"max": max, "min": min}


def entry_point(argv):
    for name in OPS:
        print(name, OPS[name](3, 7))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
