# expect: assigning a global variable
# expect: 013_global_write.py:10
"""Assigning to a module-level name through a global statement."""

COUNTER = 0


def bump():
    global COUNTER
    COUNTER += 1


def entry_point(argv):
    bump()
    print(COUNTER)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
