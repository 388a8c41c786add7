"""match statement: a sequence pattern over sys.argv (the program formerly refused as refused/031_match_statement.py), and over lists of strs of every length."""


def describe(items):
    match items:
        case [first, second]:
            return first + second
        case _:
            return "other"


def entry_point(argv):
    print(describe(argv[1:] + ["x"]))
    print(describe(["a", "b"]))
    print(describe(["a", "b", "c"]))
    print(describe(["ab", ""]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
