"""str.maketrans and str.translate in RPython 3, with CPython's results and messages.

`str.maketrans` is this module's `maketrans` (the translator substitutes it by identity,
passes/host/host_space.cc, `substitute`); `s.translate(table)` is a call of
rlib.rbuiltin's `translate_method`, which the flow builder writes for any `x.translate(t)`
of one argument (passes/flow/functional.cc) and which calls `translate` below when x is
a str (the program's own `translate` methods otherwise). Each is specialised per call
site: a table maps code points to ints (`maketrans("ab", "xy")`), to strs
(`maketrans({"a": "xy"})`), or to either or None (a third argument, `None` values).
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def maketrans(x, y=None, z=None):
    if y is None:
        if z is not None:
            raise TypeError("maketrans() takes a str as its second argument when given a third")
        return _table_of_dict(x)
    if len(x) != len(y):
        raise ValueError("the first two maketrans arguments must have equal length")
    if z is None:
        table = {}
        for i in range(len(x)):
            table[ord(x[i])] = ord(y[i])
        return table
    # With deletions: a value may be None.
    table_or_none = {}
    for i in range(len(x)):
        table_or_none[ord(x[i])] = ord(y[i])
    for ch in z:
        table_or_none[ord(ch)] = None
    return table_or_none


@specialize.call_location()
def _table_of_dict(mapping):
    table = {}
    for key, value in mapping.items():
        table[_code_point(key)] = value
    return table


@specialize.argtype(0)
def _code_point(key):
    if isinstance(key, str):
        if len(key) != 1:
            raise ValueError("string keys in translate table must be of length 1")
        return ord(key)
    return key


@specialize.argtype(0)
def _replacement(value):
    if isinstance(value, str):
        return value
    if value < 0 or value > 0x10FFFF:
        raise ValueError("character mapping must be in range(0x110000)")
    return chr(value)


@specialize.call_location()
def translate(s, table):
    pieces = []
    for ch in s:
        point = ord(ch)
        if point in table:
            value = table[point]
            if value is not None:
                pieces.append(_replacement(value))
        else:
            pieces.append(ch)
    return "".join(pieces)
