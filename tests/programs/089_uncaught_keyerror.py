"""A KeyError from a dict lookup escapes entry_point: exit status 1, earlier output kept."""


def lookup_all(table, keys):
    total = 0
    for k in keys:
        total += table[k]
        print("looked up", k, "total", total)
    return total


def entry_point(argv):
    table = {"a": 1, "b": 2, "c": 3}
    print("sum", lookup_all(table, ["a", "b"]))
    print("sum", lookup_all(table, ["c", "missing", "a"]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
