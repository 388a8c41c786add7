# expect: the **kwargs parameter of 417_kwargs_values_of_two_types.forward() is a dict of values of one type, but keyword 'label' is char
# expect: 417_kwargs_values_of_two_types.py:19
"""A **kwargs parameter read as a dict (len(kwargs)) and passed keywords of two types (an
int and a str): a dict has one value type (one only passed on, f(**kwargs), keeps each
keyword's type)."""
import sys


def make_point(x, y, label="p"):
    return "%s(%d, %d)" % (label, x, y)


def forward(*args, **kwargs):
    print(len(kwargs), "keywords")
    return make_point(*args, **kwargs)


def entry_point(argv):
    print(forward(1, y=2, label="q"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
