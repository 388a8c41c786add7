# expect: the return value of 020_none_where_int.find
# expect: None
"""None and int meet in one variable: integers cannot be None."""


def find(items, target):
    for i in range(len(items)):
        if items[i] == target:
            return i
    return None


def entry_point(argv):
    print(find([1, 2, 3], 2))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
