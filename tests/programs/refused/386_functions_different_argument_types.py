# expect: parameter 's' of 386_functions_different_argument_types.mylen is str but that of
# expect: functions called through one variable must take the same types
"""Functions in one list called with a char, one of which is also called elsewhere with strs: its parameter is a str, the others' a char."""
import sys


def mylen(s):
    return len(s)


def myord(s):
    return ord(s)


def entry_point(argv):
    conv = [myord, mylen, lambda s: s.count("a")]
    print([c("a") for c in conv])
    print(sorted(["aaa", "b"], key=mylen))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
