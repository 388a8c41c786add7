# expect: sets are not supported
# expect: 014_set_literal.py:7
"""Sets are outside RPython 3 (their iteration order is not deterministic)."""


def entry_point(argv):
    seen = {1, 2, len(argv)}
    print(len(seen))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
