"""copy.copy and copy.deepcopy in RPython 3, for the values a translated program holds.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`). Each is specialised per call site (so per type, also in its own recursive
calls, one level of nesting each): lists, dicts, sets and
tuples are copied (deepcopy copies their items the same way, recursively), strs,
bytes, numbers, bools and None are returned as they are (immutable, as CPython returns
them). Instances of the program's classes are refused at translation time: their
fields would need copying class by class. CPython's memo (one copy of an object met
twice) is not kept: a list holding the same inner list twice gets two copies.
"""

from rlib.objectmodel import not_rpython, specialize


@not_rpython
def copying_an_instance_is_not_supported(x):
    """Reached only for a type copy() and deepcopy() do not handle: a translation error."""
    raise TypeError("copy of an instance")


copying_an_instance_is_not_supported._not_rpython_reason_ = (
    "copy.copy() and copy.deepcopy() of an instance are not supported: copy its fields in "
    "a method of its class")


def defines(x, method):
    """Whether the class of the instance x defines `method` (a constant once translated:
    the annotator answers from the class)."""
    return hasattr(type(x), method)


def copy_instance(x):
    """A new instance of x's class with the same attribute values (translated by the
    annotator and the RTyper as a field-by-field clone of x's run-time class)."""
    made = object.__new__(type(x))
    made.__dict__.update(x.__dict__)
    return made


@specialize.call_location()
def copy(x):
    if isinstance(x, list):
        return x[:]
    if isinstance(x, dict):
        return x.copy()
    if isinstance(x, set):
        return x.copy()
    if x is None or isinstance(x, (int, float, str, bytes, tuple)):
        return x
    if defines(x, "__copy__"):
        return x.__copy__()
    return copy_instance(x)


@specialize.call_location()
def deepcopy(x):
    if isinstance(x, list):
        return [deepcopy(item) for item in x]
    if isinstance(x, dict):
        return {deepcopy(k): deepcopy(v) for k, v in x.items()}
    if isinstance(x, set):
        return x.copy()  # its elements are hashable, so immutable here
    if x is None or isinstance(x, (int, float, str, bytes, tuple)):
        return x
    return copying_an_instance_is_not_supported(x)
