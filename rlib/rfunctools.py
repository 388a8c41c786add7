"""functools in RPython 3: reduce, cmp_to_key, and the functions that
@functools.lru_cache and @functools.cache made.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`): `functools.reduce` is `reduce` below, `functools.cmp_to_key` is
`cmp_to_key`, and each function the program
decorated with lru_cache or cache (a `functools._lru_cache_wrapper` by the time the
program is imported) becomes the closure `lru_cache_wrapper` makes around the function it
wraps, one per decorated function. The closure keeps CPython's cache: the same hits and
misses, and with a `maxsize` the same evictions (least recently used first), so a cached
function with side effects runs exactly as often as under CPython. Keys are the
positional arguments; calls with keyword arguments are not supported.
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def reduce(function, iterable, *initial):
    items = [x for x in iterable]
    if len(initial) == 0:
        return _reduce_items(function, items)
    acc = initial[0]
    for x in items:
        acc = function(acc, x)
    return acc


@specialize.call_location()
def _reduce_items(function, items):
    if not items:
        raise TypeError("reduce() of empty iterable with no initial value")
    acc = items[0]
    for i in range(1, len(items)):
        acc = function(acc, items[i])
    return acc


_cmp_key_classes = {}


@specialize.memo()
def cmp_to_key(mycmp):
    """functools.cmp_to_key(mycmp): a class whose instances hold an object and compare by
    the sign of mycmp(a, b), as functools' K does. Made at translation time, once per
    comparison function (a constant: `key=cmp_to_key(compare)`), so that each class calls
    its own function directly."""
    found = _cmp_key_classes.get(mycmp)
    if found is not None:
        return found

    class CmpKey(object):
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

    # One class per function, named after it: translation sees each as its own class.
    name = "cmp_to_key_%s_%s" % (getattr(mycmp, "__module__", "?"),
                                 getattr(mycmp, "__qualname__", "?"))
    name = "".join(c if c.isalnum() else "_" for c in name)
    CmpKey.__name__ = name
    CmpKey.__qualname__ = name
    _cmp_key_classes[mycmp] = CmpKey
    return CmpKey


def lru_cache_wrapper(function, maxsize):
    """The cached version of `function`, as functools.lru_cache(maxsize) made it
    (maxsize None: unbounded; 0: no cache)."""
    if maxsize is None:
        return _unbounded(function)
    if maxsize <= 0:
        return _uncached(function)
    return _bounded(function, maxsize)


def _uncached(function):
    def wrapper(*args):
        return function(*args)

    return wrapper


def _unbounded(function):
    cache = {}

    def wrapper(*args):
        if args in cache:
            return cache[args]
        value = function(*args)
        cache[args] = value
        return value

    return wrapper


def _bounded(function, maxsize):
    # The dict's insertion order is the order of use: a hit moves its key to the end,
    # and a miss on a full cache evicts the first key.
    cache = {}

    def wrapper(*args):
        if args in cache:
            value = cache[args]
            del cache[args]
            cache[args] = value
            return value
        value = function(*args)
        if args in cache:
            # A recursive call stored it meanwhile: CPython keeps that entry.
            return value
        if len(cache) >= maxsize:
            for oldest in cache:
                del cache[oldest]
                break
        cache[args] = value
        return value

    return wrapper


# @functools.total_ordering: the order methods it adds (functools' _gt_from_lt and the
# others) read the root method through `type(self)`, a class known only at run time.
# `prepare_total_ordering(cls)` replaces each by a copy made for the class, calling the
# root through `self` and deriving the result as functools does (its NotImplemented check
# falls away: the program's root method returns a bool). The translator calls it for each
# class it meets (passes/host/host_space.cc, `substitute`).
_DERIVED = {
    "_gt_from_lt": ("__gt__", "not self.__lt__(other) and self != other"),
    "_le_from_lt": ("__le__", "self.__lt__(other) or self == other"),
    "_ge_from_lt": ("__ge__", "not self.__lt__(other)"),
    "_ge_from_le": ("__ge__", "not self.__le__(other) or self == other"),
    "_lt_from_le": ("__lt__", "self.__le__(other) and self != other"),
    "_gt_from_le": ("__gt__", "not self.__le__(other)"),
    "_lt_from_gt": ("__lt__", "not self.__gt__(other) and self != other"),
    "_ge_from_gt": ("__ge__", "self.__gt__(other) or self == other"),
    "_le_from_gt": ("__le__", "not self.__gt__(other)"),
    "_le_from_ge": ("__le__", "not self.__ge__(other) or self == other"),
    "_gt_from_ge": ("__gt__", "self.__ge__(other) and self != other"),
    "_lt_from_ge": ("__lt__", "not self.__ge__(other)"),
}


def prepare_total_ordering(cls):
    import functools
    for derived, (name, expression) in _DERIVED.items():
        # By identity: total_ordering renamed functools' function to the method's name.
        method = cls.__dict__.get(name)
        if method is None or getattr(functools, derived, None) is not method:
            continue
        source = "def %s(self, other):\n    return %s\n" % (name, expression)
        namespace = {}
        exec(compile(source, "<total_ordering %s>" % cls.__qualname__, "exec"), namespace)
        function = namespace[name]
        function.__qualname__ = "%s.%s" % (cls.__qualname__, name)
        function.__module__ = cls.__module__
        type.__setattr__(cls, name, function)
