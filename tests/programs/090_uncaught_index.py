"""An IndexError from list indexing propagates out of nested calls and ends the program."""


def nth_square(lst, n):
    return lst[n] * lst[n]


def report(lst, indexes):
    for i in indexes:
        print("index", i, "square", nth_square(lst, i))


def entry_point(argv):
    data = [3, 1, 4, 1, 5]
    report(data, [0, 2, -1])
    try:
        report(data, [4, 5])
    except IndexError:
        print("caught the first IndexError")
    report(data, [1, 10, 2])
    print("not reached")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
