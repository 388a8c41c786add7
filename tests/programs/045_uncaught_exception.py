"""An uncaught exception ends the program with exit status 1; earlier output is kept."""


class Fatal(Exception):
    pass


def work(items):
    total = 0
    for x in items:
        if x < 0:
            raise Fatal()
        total += x
        print("processed", x, "total", total)
    return total


def entry_point(argv):
    print("starting")
    work([1, 2, 3])
    work([4, -1, 5])
    print("never printed")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
