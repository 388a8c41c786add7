# expect: id() is not supported
# expect: 030_id_builtin.py:8
"""id() exposes addresses, which differ from run to run."""


def entry_point(argv):
    x = [1]
    print(id(x) > 0)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
