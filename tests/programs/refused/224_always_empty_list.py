# expect: blocked block: the list it reads is always empty: nothing is ever put into it
# expect: 224_always_empty_list.py:13
"""A list nothing is ever put into has items of no type: reading one is refused with a
message that says so, at the line that reads it."""

import sys


def entry_point(argv):
    pending = []
    total = 0
    if len(argv) > 3:
        total = pending[0]
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
