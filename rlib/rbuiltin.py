"""Builtins that take a function, written in RPython 3 and translated like user code.

The flow builder (passes/flow/functional.cc) calls these where a program calls the
builtin: `sorted(xs, key=f)`, `lst.sort(key=f)`, `min(xs, key=f)`, `max(..., key=f)`,
and `map()`/`filter()` objects consumed at once (by list(), sum(), sorted(), ...). A for
loop over `map()`/`filter()` is flowed lazily, without these. Each function is
specialised per call site: the items, the keys and the function differ from one site to
the next. They behave as CPython's: the key is called once per item, in order; sorting
is stable, also with reverse=True; min() and max() keep the first of equal items.
"""

from rlib.objectmodel import specialize
from rlib.rstrtrans import translate as _str_translate


@specialize.call_location()
def _stable_order(keys, reverse):
    """The indices of `keys` in sorted order, found as list.sort finds an order (the
    runtime's sort, runtime/rpy_list.h, after CPython's listsort): reverse=True reverses,
    sorts stably and reverses again; the run at the start (reversed if strictly
    descending) grows by binary insertion to `minrun` items, and the runs are merged
    stably. `<` compares the same keys in the same order as a sort of the keys
    themselves would, so a key class's __lt__ (functools.cmp_to_key) runs as often, and
    inconsistent orders (NaN) give the same result: CPython's on lists shorter than 64."""
    n = len(keys)
    order = [i for i in range(n)]
    if n < 2:
        return order
    if reverse:
        order.reverse()
    minrun = n
    odd = 0
    while minrun >= 64:
        odd |= minrun & 1
        minrun >>= 1
    minrun += odd
    bounds = []
    lo = 0
    while lo < n:
        # The run starting at lo; a strictly descending one is reversed in place.
        run = 1
        if lo + 1 < n:
            run = 2
            p = lo + 2
            if keys[order[lo + 1]] < keys[order[lo]]:
                while p < n and keys[order[p]] < keys[order[p - 1]]:
                    p += 1
                    run += 1
                i = lo
                j = lo + run - 1
                while i < j:
                    order[i], order[j] = order[j], order[i]
                    i += 1
                    j -= 1
            else:
                while p < n and not keys[order[p]] < keys[order[p - 1]]:
                    p += 1
                    run += 1
        if run < minrun:
            # Binary insertion of the items after the run, each after its equals.
            force = min(n - lo, minrun)
            start = lo + run
            while start < lo + force:
                pivot = order[start]
                left = lo
                right = start
                while left < right:
                    middle = left + ((right - left) >> 1)
                    if keys[pivot] < keys[order[middle]]:
                        right = middle
                    else:
                        left = middle + 1
                k = start
                while k > left:
                    order[k] = order[k - 1]
                    k -= 1
                order[left] = pivot
                start += 1
            run = force
        bounds.append(lo)
        lo += run
    bounds.append(n)
    runs = len(bounds) - 1
    spare = [0] * n
    width = 1
    while width < runs:
        r = 0
        while r + width < runs:
            lo = bounds[r]
            mid = bounds[r + width]
            hi = bounds[min(r + 2 * width, runs)]
            for t in range(mid - lo):
                spare[t] = order[lo + t]
            a = 0
            a_end = mid - lo
            b = mid
            out = lo
            while a < a_end and b < hi:
                if keys[order[b]] < keys[spare[a]]:
                    order[out] = order[b]
                    b += 1
                else:
                    order[out] = spare[a]
                    a += 1
                out += 1
            while a < a_end:
                order[out] = spare[a]
                a += 1
                out += 1
            r += 2 * width
        width *= 2
    if reverse:
        order.reverse()
    return order


@specialize.call_location()
def sort_by_key(lst, key, reverse=False):
    """lst.sort(key=key, reverse=reverse); key=None sorts the items themselves."""
    if key is None:
        lst.sort(reverse=reverse)
        return
    keys = [key(x) for x in lst]
    order = _stable_order(keys, reverse)
    items = [lst[i] for i in order]
    for i in range(len(items)):
        lst[i] = items[i]


@specialize.call_location()
def sorted_by_key(iterable, key, reverse=False):
    """sorted(iterable, key=key, reverse=reverse); key=None sorts the items themselves."""
    items = [x for x in iterable]
    if key is None:
        items.sort(reverse=reverse)
        return items
    keys = [key(x) for x in items]
    order = _stable_order(keys, reverse)
    return [items[i] for i in order]


@specialize.call_location()
def min_by_key(iterable, key):
    """min(iterable, key=key); key=None compares the items themselves."""
    items = [x for x in iterable]
    if len(items) == 0:
        raise ValueError("min() arg is an empty sequence")
    if key is None:
        return min(items)
    best = items[0]
    best_key = key(best)
    for i in range(1, len(items)):
        candidate = key(items[i])
        if candidate < best_key:
            best = items[i]
            best_key = candidate
    return best


@specialize.call_location()
def max_by_key(iterable, key):
    """max(iterable, key=key); key=None compares the items themselves."""
    items = [x for x in iterable]
    if len(items) == 0:
        raise ValueError("max() arg is an empty sequence")
    if key is None:
        return max(items)
    best = items[0]
    best_key = key(best)
    for i in range(1, len(items)):
        candidate = key(items[i])
        if candidate > best_key:
            best = items[i]
            best_key = candidate
    return best


@specialize.call_location()
def min_default(iterable, default):
    """min(iterable, default=default): CPython's comparisons (item < best, from the
    second item on). No item is read from an iterable that is always empty."""
    best = default
    first = True
    for item in iterable:
        if first or item < best:
            best = item
            first = False
    return best


@specialize.call_location()
def max_default(iterable, default):
    """max(iterable, default=default): CPython's comparisons (item > best, from the
    second item on). No item is read from an iterable that is always empty."""
    best = default
    first = True
    for item in iterable:
        if first or item > best:
            best = item
            first = False
    return best


@specialize.call_location()
def min_by_key_default(iterable, key, default):
    """min(iterable, key=key, default=default)."""
    items = [x for x in iterable]
    if len(items) == 0:
        return default
    return min_by_key(items, key)


@specialize.call_location()
def max_by_key_default(iterable, key, default):
    """max(iterable, key=key, default=default)."""
    items = [x for x in iterable]
    if len(items) == 0:
        return default
    return max_by_key(items, key)


@specialize.call_location()
def map_list(function, iterable):
    """list(map(function, iterable))."""
    return [function(x) for x in iterable]


@specialize.call_location()
def map2_list(function, pairs):
    """list(map(function, a, b)), given zip(a, b)."""
    return [function(x, y) for x, y in pairs]


@specialize.call_location()
def filter_list(function, iterable):
    """list(filter(function, iterable))."""
    return [x for x in iterable if function(x)]


@specialize.call_location()
def filter_true_list(iterable):
    """list(filter(None, iterable))."""
    return [x for x in iterable if x]


@specialize.call_location()
def list_of_iterator(iterator):
    """list(zip(...)) and list(enumerate(...)): the iterator's items, in order."""
    result = []
    for item in iterator:
        result.append(item)
    return result


@specialize.call_location()
def next_or_default(iterator, default):
    """next(iterator, default): works for generator objects (whose __next__ raises
    StopIteration) as for builtin iterators."""
    try:
        return next(iterator)
    except StopIteration:
        return default


@specialize.call_location()
def dict_of_pairs(iterator):
    """dict(zip(keys, values)) and dict(enumerate(...)): a later key replaces the value
    and keeps the first insertion's place, as dict() does."""
    result = {}
    for key, value in iterator:
        result[key] = value
    return result


@specialize.call_location()
def sorted_by_dict_value(d, key=None, reverse=False):
    """sorted(d, key=d.get, reverse=reverse): every key of d is in d (`key` is None)."""
    keys = [k for k in d]
    values = [d[k] for k in keys]
    order = _stable_order(values, reverse)
    return [keys[i] for i in order]


@specialize.call_location()
def _extreme_by_dict_value(d, largest, name):
    """The first key of d whose value is the smallest (or largest) one."""
    keys = [k for k in d]
    if len(keys) == 0:
        raise ValueError(name + "() arg is an empty sequence")
    best = keys[0]
    best_value = d[best]
    for i in range(1, len(keys)):
        value = d[keys[i]]
        if (value > best_value) if largest else (value < best_value):
            best = keys[i]
            best_value = value
    return best


@specialize.call_location()
def min_by_dict_value(d, key=None):
    """min(d, key=d.get)."""
    return _extreme_by_dict_value(d, False, "min")


@specialize.call_location()
def max_by_dict_value(d, key=None):
    """max(d, key=d.get)."""
    return _extreme_by_dict_value(d, True, "max")


@specialize.call_location()
def str_items(iterable):
    """[str(x) for x in iterable]: print(*items) prints them joined by its separator."""
    return [str(x) for x in iterable]


@specialize.call_location()
def print_joined(strs, sep=None, end=None, file=None, flush=False):
    """print(*items, **kwargs) of a **kwargs parameter passed on: the strings of the items,
    joined by sep= and ended by end= when the keywords give them (None is their default,
    as for print), written to file= (None: sys.stdout)."""
    if sep is None:
        sep = " "
    if end is None:
        end = "\n"
    if file is None:
        print(sep.join(strs), end=end, flush=flush)
    else:
        print(sep.join(strs), end=end, file=file, flush=flush)


@specialize.call_location()
def zip_star(rows):
    """zip(*rows) consumed at once: the columns, each a tuple of one item per row (as
    many as the shortest row has)."""
    if len(rows) == 0:
        return []
    n = min([len(row) for row in rows])
    return [tuple([row[i] for row in rows]) for i in range(n)]


@specialize.call_location()
def translate_method(obj, table):
    """`obj.translate(table)`: str.translate (rlib.rstrtrans) for a str, the program's
    own method otherwise (the flow builder calls this for every such call)."""
    if isinstance(obj, str):
        return _str_translate(obj, table)
    return obj.translate(table)


@specialize.call_location()
def dict_fromkeys(keys, value=None):
    """dict.fromkeys(keys, value): each key (in first-seen order) mapped to the one value
    (the same object for every key, as CPython's)."""
    result = {}
    for key in keys:
        result[key] = value
    return result
