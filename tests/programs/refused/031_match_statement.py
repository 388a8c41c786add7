# expect: match statement is not supported
# expect: 031_match_statement.py:8
"""The match statement with a sequence pattern."""


def describe(items):
    match items:
        case [first, second]:
            return first + second
        case _:
            return "other"


def entry_point(argv):
    print(describe(argv))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
