# expect: functions with different parameters or default values in one variable are not supported yet
# expect: 284_closures_different_parameters.py:17
"""Functions of one variable called with an argument omitted: each has its own default,
which the call chooses among by the function's class (not built yet)."""


def make_scaler(k):
    def scale(x, by=0):
        return x * k + by

    return scale


def entry_point(argv):
    fs = [make_scaler(2), lambda x, by=5: x + by]
    for f in fs:
        print(f(10))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
