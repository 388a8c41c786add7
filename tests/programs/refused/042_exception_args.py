# expect: are not supported: a translated exception keeps its message, read with str(e)
# expect: 042_exception_args.py:17
"""`e.args` of a caught exception: a translated exception keeps its message (str(e)),
not the argument objects."""


def check(n):
    if n < 0:
        raise ValueError(n)
    return n


def entry_point(argv):
    try:
        check(-len(argv))
    except ValueError as e:
        print(e.args[0])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
