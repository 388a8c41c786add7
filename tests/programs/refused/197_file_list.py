# expect: can be iterated only by a for loop, enumerate() or zip() (which call its __iter__ and __next__), not by a builtin that takes an iterable
# expect: 197_file_list.py:9
"""A file object is iterated by a for loop, enumerate() or zip(); list(), sorted() and the other builtins taking an iterable are refused for it (use f.readlines())."""
import sys


def entry_point(argv):
    with open(argv[0]) as f:
        lines = list(f)
        print(len(lines))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
