# expect: print() of float or int: the float may also be a Python int
# expect: 327_float_or_int_shown.py:12
"""An accumulator that starts as the int 0 and adds floats: CPython prints 0 when the
loop never runs and a float otherwise; the translated value is a double that no longer
knows (write `total = 0.0`, or show it with '%.2f')."""


def entry_point(argv):
    total = 0
    for arg in argv[1:]:
        total += len(arg) / 2
    print(total)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
