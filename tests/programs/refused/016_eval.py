# expect: eval() is not supported
# expect: 016_eval.py:7
"""eval() of a run-time string."""


def entry_point(argv):
    print(eval("1 + 2"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
