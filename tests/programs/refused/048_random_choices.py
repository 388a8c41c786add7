# expect: module rlib.rrandom has no attribute 'choices'
# expect: 048_random_choices.py:11
"""random.choices (weighted choice with replacement) is not part of rlib.rrandom, which the
translator substitutes for the random module."""

import random


def entry_point(argv):
    random.seed(1)
    print(random.choices([1, 2, 3], k=2))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
