"""itertools' combinatoric functions (and zip_longest, groupby) in RPython 3, each giving
the list of what CPython's iterator yields, in the same order; its lazy iterators repeat,
chain, takewhile, dropwhile and islice as generators, count and cycle as iterator classes.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`), so a program imports itertools as usual; a `for` loop over the result, or
list() of it, sees CPython's items. The items are tuples whose length is known at run
time (docs/annotator.md). Unlike CPython's iterators the whole list is made at once, so
a loop that stops early still paid for every item. Each function is specialised per call
site.
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def permutations(iterable, r=-1):
    pool = [x for x in iterable]
    n = len(pool)
    if r < 0:
        r = n
    result = []
    if r > n:
        return result
    # Index sequences of distinct positions in lexicographic order, as CPython yields them.
    indices = [0] * r
    used = [False] * n
    depth = 0
    indices_next = [0] * (r + 1)
    while True:
        if depth == r:
            result.append(tuple([pool[i] for i in indices]))
            depth -= 1
            if depth < 0:
                break
            used[indices[depth]] = False
            indices_next[depth] = indices[depth] + 1
            continue
        i = indices_next[depth]
        while i < n and used[i]:
            i += 1
        if i >= n:
            indices_next[depth] = 0
            depth -= 1
            if depth < 0:
                break
            used[indices[depth]] = False
            indices_next[depth] = indices[depth] + 1
            continue
        indices[depth] = i
        used[i] = True
        depth += 1
        indices_next[depth] = 0
    return result


@specialize.call_location()
def combinations(iterable, r):
    pool = [x for x in iterable]
    n = len(pool)
    result = []
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return result
    indices = [i for i in range(r)]
    while True:
        result.append(tuple([pool[i] for i in indices]))
        i = r - 1
        while i >= 0 and indices[i] == i + n - r:
            i -= 1
        if i < 0:
            return result
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1


@specialize.call_location()
def combinations_with_replacement(iterable, r):
    pool = [x for x in iterable]
    n = len(pool)
    result = []
    if r < 0:
        raise ValueError("r must be non-negative")
    if n == 0 and r > 0:
        return result
    indices = [0] * r
    while True:
        result.append(tuple([pool[i] for i in indices]))
        i = r - 1
        while i >= 0 and indices[i] == n - 1:
            i -= 1
        if i < 0:
            return result
        value = indices[i] + 1
        for j in range(i, r):
            indices[j] = value


@specialize.call_location()
def product(*iterables, **options):
    """product(a, b, ..., repeat=k) of iterables of one item type: tuples in odometer
    order (the rightmost iterable advancing fastest)."""
    repeat = options.get("repeat", 1)
    pools = []
    for _ in range(repeat):
        for iterable in iterables:
            pools.append([x for x in iterable])
    result = []
    for pool in pools:
        if len(pool) == 0:
            return result
    k = len(pools)
    indices = [0] * k
    while True:
        result.append(tuple([pools[j][indices[j]] for j in range(k)]))
        j = k - 1
        while j >= 0:
            indices[j] += 1
            if indices[j] < len(pools[j]):
                break
            indices[j] = 0
            j -= 1
        if j < 0:
            return result


@specialize.call_location()
def accumulate(iterable):
    items = [x for x in iterable]
    result = []
    if len(items) == 0:
        return result
    total = items[0]
    result.append(total)
    for i in range(1, len(items)):
        total = total + items[i]
        result.append(total)
    return result


# itertools' lazy iterators, as generators (docs/generators.md): each item is made when
# the consumer asks for it, as CPython's iterators do, so infinite ones can be consumed
# partly and the source's side effects interleave with the consumer's.


@specialize.call_location()
def repeat(obj, times=-1):
    if times < 0:
        while True:
            yield obj
    for _ in range(times):
        yield obj


@specialize.call_location()
def chain(*iterables):
    for iterable in iterables:
        for item in iterable:
            yield item


@specialize.call_location()
def _chain_from_iterable(iterables):
    for iterable in iterables:
        for item in iterable:
            yield item


# itertools.chain.from_iterable(iterables): the iterables come from one (lazy) iterable.
chain.from_iterable = _chain_from_iterable


@specialize.call_location()
def pairwise(iterable):
    """itertools.pairwise: each item with the next, lazily."""
    items = iter(iterable)
    for previous in items:
        for item in items:
            yield (previous, item)
            previous = item
        return


@specialize.call_location()
def takewhile(predicate, iterable):
    for item in iterable:
        if not predicate(item):
            return
        yield item


@specialize.call_location()
def dropwhile(predicate, iterable):
    dropping = True
    for item in iterable:
        if dropping and predicate(item):
            continue
        dropping = False
        yield item


@specialize.call_location()
def _islice(it, start, stop, step):
    # CPython's islice_next: skip to the next index, stop at `stop` (-1: no bound)
    # without reading more.
    count_read = 0
    next_index = start
    while True:
        if stop >= 0 and count_read >= stop:
            return
        while count_read < next_index:
            try:
                next(it)
            except StopIteration:
                return
            count_read += 1
        if stop >= 0 and count_read >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        count_read += 1
        next_index += step
        if stop >= 0 and next_index > stop:
            next_index = stop
        yield item


@specialize.call_location()
def islice(iterable, *bounds):
    """islice(it, stop) or islice(it, start, stop[, step]) (None: no bound), with
    CPython's ValueErrors, raised when it is called."""
    start = 0
    step = 1
    if len(bounds) == 1:
        stop = bounds[0]
    else:
        if bounds[0] is not None:
            start = bounds[0]
        stop = bounds[1]
        if len(bounds) > 2 and bounds[2] is not None:
            step = bounds[2]
    limit = -1
    if stop is not None:
        if stop < 0:
            raise ValueError("Stop argument for islice() must be None or an integer: "
                             "0 <= x <= sys.maxsize.")
        limit = stop
    if start < 0:
        raise ValueError("Indices for islice() must be None or an integer: "
                         "0 <= x <= sys.maxsize.")
    if step < 1:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, limit, step)


@specialize.call_location()
def zip_longest(first, second, fillvalue=None):
    """zip_longest of two iterables: pairs, the shorter one padded with `fillvalue`."""
    a = [x for x in first]
    b = [x for x in second]
    result = []
    for i in range(max(len(a), len(b))):
        left = a[i] if i < len(a) else fillvalue
        right = b[i] if i < len(b) else fillvalue
        result.append((left, right))
    return result


@specialize.call_location()
def groupby(iterable, key=None):
    """The (key, group) pairs CPython's groupby yields, each group a list of its items
    (list() of it, len(), a for loop see CPython's items; the groups are made at once, so
    a group read after the next one was reached still holds its items, unlike CPython's).
    Keys are compared with == as CPython does."""
    if key is None:
        return _grouped_by_items(iterable)
    return _grouped(iterable, key)


@specialize.call_location()
def _grouped_by_items(iterable):
    result = []
    group = []
    first = True
    for item in iterable:
        if first:
            first = False
            current_key = item
        elif not (item == current_key):
            result.append((current_key, group))
            group = []
            current_key = item
        group.append(item)
    if not first:
        result.append((current_key, group))
    return result


@specialize.call_location()
def _grouped(iterable, key):
    result = []
    group = []
    first = True
    for item in iterable:
        k = key(item)
        if first:
            first = False
            current_key = k
        elif not (k == current_key):
            result.append((current_key, group))
            group = []
            current_key = k
        group.append(item)
    if not first:
        result.append((current_key, group))
    return result


# The infinite iterators: classes with __iter__ and __next__ (a `for` loop, zip(),
# enumerate() and next() drive them lazily, as CPython's), one class per place made
# (specialize:ctr_location: a count of ints and a count of floats stay apart).
class count(object):
    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, start=0, step=1):
        self.n = start
        self.step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self.n
        self.n += self.step
        return n


class cycle(object):
    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, iterable):
        self.items = [x for x in iterable]
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if not self.items:
            raise StopIteration
        x = self.items[self.i]
        self.i += 1
        if self.i == len(self.items):
            self.i = 0
        return x
