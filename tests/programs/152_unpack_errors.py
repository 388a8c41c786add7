"""Plain tuple unpacking of a list or str of the wrong length raises CPython 3.11's
ValueError messages: "not enough values to unpack (expected N, got M)" and "too many
values to unpack (expected N)"."""


def pair(items):
    a, b = items
    return a + b


def triple(text):
    x, y, z = text
    return z + y + x


def entry_point(argv):
    print(pair([3, 4]))
    print(triple("abc"))
    for items in [[1], [1, 2, 3], [], [5, 6]]:
        try:
            print("sum", pair(items))
        except ValueError as e:
            print("ValueError:", e)
    for text in ["ab", "abcd", "xyz"]:
        try:
            print(triple(text))
        except ValueError as e:
            print("ValueError:", str(e))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
