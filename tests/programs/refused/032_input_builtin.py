# expect: input() is not supported
# expect: 032_input_builtin.py:7
"""input() is refused: programs read standard input through os.read."""


def entry_point(argv):
    line = input()
    print(line)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
