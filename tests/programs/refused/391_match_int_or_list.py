# expect: variable 'x' of 391_match_int_or_list.describe
"""A sequence pattern and an int pattern on one subject that is an int on one call and a list on another: a variable has one type."""


def describe(x):
    match x:
        case [a, b]:
            return "pair"
        case int(n):
            return "int"
        case _:
            return "other"


def entry_point(argv):
    print(describe(3))
    print(describe([1, 2]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
