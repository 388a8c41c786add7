"""copy.copy and copy.deepcopy in RPython 3, for the values a translated program holds.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`). Each is specialised per call site (so per type). strs, bytes, numbers,
bools and None are returned as they are (immutable, as CPython returns them).

- copy(x): lists, dicts and sets are copied by their own methods, tuples returned; an
  instance of the program's classes is its `__copy__()` when its class defines one,
  otherwise a new instance of its run-time class with the same attribute values
  (`copy_instance`: the annotator and the RTyper make it a field-by-field clone).
- deepcopy(x): an instance whose class defines `__deepcopy__` gets it called (with an
  empty dict as its memo, which deepcopy() calls inside it accept and ignore); anything else (lists, dicts, sets, tuples, instances) is copied
  with everything mutable it reaches by `deepcopy_value`, which the RTyper and GenC make
  one C helper per type with CPython's memo: an object reached twice (or through a
  cycle) is copied once. Dict keys and set elements are shared (hashable values).

copy() of rlib's deque, defaultdict and Counter clones them, then copies their contents
(their `_rtfarm_after_copy_`); deepcopy() copies them as any instance.
"""

from rlib.objectmodel import specialize


def defines(x, method):
    """Whether the class of the instance x defines `method` (a constant once translated:
    the annotator answers from the class, and refuses when only subclasses define it)."""
    return hasattr(type(x), method)


def copy_instance(x):
    """A new instance of x's class with the same attribute values (translated by the
    annotator and the RTyper as a field-by-field clone of x's run-time class)."""
    made = object.__new__(type(x))
    made.__dict__.update(x.__dict__)
    return made


def deepcopy_value(x):
    """x and what it reaches, copied with one memo (translated as GenC's helpers; here
    the standard module's)."""
    import copy as standard_copy
    return standard_copy.deepcopy(x)


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
    made = copy_instance(x)
    if defines(made, "_rtfarm_after_copy_"):
        made._rtfarm_after_copy_()  # rlib's deque, defaultdict, Counter: their contents
    return made


@specialize.call_location()
def deepcopy(x, memo=None):
    if x is None or isinstance(x, (int, float, str, bytes)):
        return x
    if isinstance(x, (list, dict, set, tuple)):
        return deepcopy_value(x)
    if defines(x, "__deepcopy__"):
        return x.__deepcopy__({} if memo is None else memo)
    return deepcopy_value(x)
