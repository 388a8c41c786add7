# expect: math.gamma() is not supported: CPython's own algorithm is not in the runtime
# expect: 271_math_gamma.py:9
"""math.gamma and math.lgamma: CPython computes them with its own algorithm, whose results differ from libm's in the last bits for most arguments, so they are refused rather than printed differently."""

import math, sys


def entry_point(argv):
    print(math.gamma(4.5))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
