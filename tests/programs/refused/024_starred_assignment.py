# expect: starred assignment
# expect: 024_starred_assignment.py:7
"""Starred assignment targets."""


def entry_point(argv):
    first, *rest = [1, 2, 3]
    print(first, rest)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
