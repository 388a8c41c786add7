# expect: 198_open_newline_keyword.py:10
# expect: open() supports only mode=, buffering= and
# expect: encoding= as keyword arguments, not newline=
# (the message is split so that no line of the first two reads as a coding declaration)
"""open()'s newline=, errors=, closefd= and opener= arguments are refused: files read with universal newlines and write '\\n' as it is."""
import sys


def entry_point(argv):
    with open(argv[0], "r", newline="") as f:
        print(f.read())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
