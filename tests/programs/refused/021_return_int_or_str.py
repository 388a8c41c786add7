# expect: the return value of 021_return_int_or_str.parse
"""A function returns an int on one path and a str on another."""


def parse(s):
    if s.isdigit():
        return int(s)
    return s


def entry_point(argv):
    print(parse("12"), parse("ab"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
