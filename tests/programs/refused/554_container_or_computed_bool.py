# expect: may meet the constant False, held as its null pointer, but not a bool that may be True
def check(items, n):
    if n > 3:
        return n > 5
    return items


def entry_point(argv):
    print(check([1], len(argv)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
