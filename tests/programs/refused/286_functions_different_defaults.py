# expect: functions with different default values in one variable are not supported yet
# expect: 286_functions_different_defaults.py:17
"""Plain functions of one variable (called through a function pointer) with an argument
omitted and different default values: the call would bind the first one's defaults."""


def exclaim(s, end="!"):
    return s + end


def ask(s, end="?"):
    return end + s + end


def entry_point(argv):
    for f in [exclaim, ask]:
        print(f("hey"), f("hey", "."))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
