# expect: unsupported operand types for +: nonneg int and char
# expect: 225_blocked_block_consequence.py:12
# expect-not: blocked block
"""An error whose consequence leaves other operations without a result: only the cause
is shown, not the blocked blocks that follow from it."""

import sys


def broken(n):
    words = []
    total = n + "x"
    words.append(total)
    return words


def entry_point(argv):
    items = broken(len(argv))
    print(items[0].upper())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
