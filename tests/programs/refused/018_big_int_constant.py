# expect: does not fit in 64 bits
# expect: 018_big_int_constant.py:9
"""An integer constant that does not fit in 64 bits."""

HUGE = 2 ** 80


def entry_point(argv):
    print(len(argv) + HUGE)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
