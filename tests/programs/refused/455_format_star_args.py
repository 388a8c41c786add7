# expect: str.format() called with *args is not supported
# expect: 455_format_star_args.py:11
"""A format string applied to a row's fields with fmt.format(*row): str.format() takes its arguments one by one here."""
import sys

ROWS = [("apple", 3, 1.5), ("fig", 12, 0.25)]


def entry_point(argv):
    for row in ROWS:
        print("{:<8}|{:>4}|{:.2f}".format(*row))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
