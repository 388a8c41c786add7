"""The program's own iterator classes read whole by builtins.

A class of the program that defines `__next__` gets, before translation (passes/host/
host_space.cc, `substitute`, through `prepare(cls)`), a method `_rtfarm_items_` that calls
`next(self)` until StopIteration and returns the items as a list. The builtins that read
every item of an iterable before anything else (list(), tuple(), sorted(), sum(), min(),
max(), set(), str.join(), `in`...) call the iterable's `__iter__` and then this method
on what it returns, as CPython calls `__next__` until StopIteration (docs/annotator.md).
`any()` and `all()` call its `_rtfarm_any` and `_rtfarm_all`, which stop at the deciding
item as CPython's do.

A class of the program that defines `__iter__` while no class of its MRO defines
`__contains__` gets a `__contains__` that iterates over the instance until an item
equals the one looked for, which is what CPython's `in` does then (stopping at the
first match, so an iterator is consumed exactly as far).
"""

_prepared = set()
_HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE


# One function object per class (a fresh closure each time): each is annotated with its
# own class as `self`.
def _items_method():
    def items(self):
        result = []
        while True:
            try:
                item = next(self)
            except StopIteration:
                return result
            result.append(item)

    return items


def _any_all_methods():
    def any_(self):
        while True:
            try:
                item = next(self)
            except StopIteration:
                return False
            if item:
                return True

    def all_(self):
        while True:
            try:
                item = next(self)
            except StopIteration:
                return True
            if not item:
                return False

    return any_, all_


def _contains_method():
    def contains(self, item):
        for x in self:
            if x == item:
                return True
        return False

    return contains


def prepare(cls):
    if id(cls) in _prepared:
        return
    _prepared.add(id(cls))
    # Classes written in Python only (a builtin type's attributes cannot be set).
    if not cls.__flags__ & _HEAP_TYPE:
        return
    if cls.__dict__.get("__iter__") is not None and not any("__contains__" in k.__dict__ for k in cls.__mro__):
        _set(cls, "__contains__", _contains_method())
    # Not the classes of generator objects, drained through their own `_rtfarm_drain`.
    if "__next__" not in cls.__dict__:
        return
    if "_rtfarm_items_" in cls.__dict__ or hasattr(cls, "_rtfarm_drain"):
        return
    _set(cls, "_rtfarm_items_", _items_method())
    any_, all_ = _any_all_methods()
    _set(cls, "_rtfarm_any", any_)
    _set(cls, "_rtfarm_all", all_)


def _set(cls, name, function):
    """Sets `function` as the method `name` of `cls`, named as if the class defined it (the
    functions of different classes then have names of their own, the same in every
    translation)."""
    function.__module__ = cls.__module__
    function.__qualname__ = cls.__qualname__ + "." + name
    type.__setattr__(cls, name, function)
