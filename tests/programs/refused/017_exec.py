# expect: exec() is not supported
# expect: 017_exec.py:7
"""exec() of a run-time string."""


def entry_point(argv):
    exec("print(42)")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
