"""ZeroDivisionError from integer modulo escapes the program after partial output (status 1)."""


def average_bucket(total, buckets):
    return total % buckets


def entry_point(argv):
    sizes = [5, 3, 1, 0, 7]
    for s in sizes:
        print("bucket of 100 among", s, "->", average_bucket(100, s))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
