# expect: its items may be False, and some part of it None or bytes, which the shown container cannot tell apart
def lookup(table, key):
    if key not in table:
        return False
    return table[key]


def entry_point(argv):
    table = {"a": {"x": 1, "y": None}, "b": {}}
    print([lookup(table, k) for k in "abc"])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
