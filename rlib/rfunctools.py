"""functools.lru_cache and functools.cache in RPython 3.

The translator substitutes, for each function the program decorated with them (a
`functools._lru_cache_wrapper` met while mirroring), a function of its own that keeps
the results in a dict keyed by the tuple of the arguments (passes/host/host_space.cc,
`substitute`). Each cached function gets its own code object, so that its dict and the
function it calls are typed apart from every other's. Positional arguments only; the
cache is unbounded (`maxsize` is ignored: results are the same, only memory differs);
`cache_info()` and `cache_clear()` are not supported.
"""

import types

from rlib.objectmodel import specialize


def _template(func, cache):
    def cached(*args):
        if args in cache:
            return cache[args]
        result = func(*args)
        cache[args] = result
        return result
    return cached


_made = {}


def cached_version(wrapper):
    """The translated stand-in for an lru_cache wrapper (host side, at mirroring)."""
    found = _made.get(id(wrapper))
    if found is not None and found[0] is wrapper:
        return found[1]
    func = wrapper.__wrapped__
    template = _template(func, {})
    name = "cached_" + "".join(c if c.isalnum() else "_" for c in
                               func.__module__ + "_" + func.__qualname__)
    code = template.__code__.replace(co_name=name,
                                     co_qualname="_template.<locals>." + name)
    made = types.FunctionType(code, template.__globals__, name, None, template.__closure__)
    made.__qualname__ = code.co_qualname
    _made[id(wrapper)] = (wrapper, made)
    return made


@specialize.call_location()
def reduce(function, iterable, *initial):
    """functools.reduce: one copy per call site (with or without an initial value)."""
    items = [x for x in iterable]
    if len(initial) == 0:
        if not items:
            raise TypeError("reduce() of empty iterable with no initial value")
        value = items[0]
        for i in range(1, len(items)):
            value = function(value, items[i])
        return value
    value = initial[0]
    for x in items:
        value = function(value, x)
    return value
