# expect: variable 'row' of 359_list_or_tuple_parameter.render gets tuple (of any length) of int at the call at 359_list_or_tuple_parameter.py:18 and list of int at the call at 359_list_or_tuple_parameter.py:19
"""One function called with a tuple and with a list (a cellular automaton's history kept as
tuples, its current row a list): a parameter has one type, and a tuple and a list are
two (pass list(row), or keep both as lists)."""

import sys


def render(row):
    return "".join("#" if v else "." for v in row)


def entry_point(argv):
    cells = [0, 1, 1, 0, 1]
    history = [tuple(cells)]
    cells = [1 - c for c in cells]
    history.append(tuple(cells))
    print(render(history[0]))
    print(render(cells))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
