"""functools.reduce in RPython 3.

The translator substitutes it for the standard function (passes/host/host_space.cc,
`substitute`), so a program imports functools as usual. It calls the function in
CPython's order and raises CPython's TypeError on an empty iterable without an initial
value. Specialised per call site: each call folds its own types with its own function.
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def _reduce_from_first(function, iterable):
    items = list(iterable)
    if len(items) == 0:
        raise TypeError("reduce() of empty iterable with no initial value")
    acc = items[0]
    for i in range(1, len(items)):
        acc = function(acc, items[i])
    return acc


@specialize.call_location()
def _reduce_from(function, iterable, acc):
    for item in iterable:
        acc = function(acc, item)
    return acc


@specialize.call_location()
def reduce(function, iterable, *initial):
    if len(initial) == 0:
        return _reduce_from_first(function, iterable)
    return _reduce_from(function, iterable, initial[0])
