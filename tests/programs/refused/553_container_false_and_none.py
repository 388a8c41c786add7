# expect: may meet None or the constant False, but not both: both would be its null pointer
def lookup(table, key):
    if key not in table:
        return None
    if not table[key]:
        return False
    return table[key]


def entry_point(argv):
    print(lookup({"a": [1]}, "a"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
