"""itertools' combinatoric functions in RPython 3, each giving the list of what CPython's
iterator yields, in the same order; and its lazy iterators (count, repeat, cycle, chain,
takewhile, dropwhile, islice) as generators, at the end.

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
def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


@specialize.call_location()
def repeat(obj, times=-1):
    if times < 0:
        while True:
            yield obj
    for _ in range(times):
        yield obj


@specialize.call_location()
def cycle(iterable):
    saved = []
    for item in iterable:
        saved.append(item)
        yield item
    while len(saved) > 0:
        for item in saved:
            yield item


@specialize.call_location()
def chain(*iterables):
    for iterable in iterables:
        for item in iterable:
            yield item


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
    # CPython's islice_next: skip to the next index, stop at `stop` without reading more.
    count_read = 0
    next_index = start
    while True:
        if count_read >= stop:
            return
        while count_read < next_index:
            try:
                next(it)
            except StopIteration:
                return
            count_read += 1
        if count_read >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        count_read += 1
        next_index += step
        if next_index > stop:
            next_index = stop
        yield item


@specialize.call_location()
def islice(iterable, start, stop=-1, step=1):
    """islice(it, stop) and islice(it, start, stop[, step]) with int bounds (None is not
    supported); the arguments are checked when it is called, as CPython does."""
    if stop == -1:
        stop = start
        start = 0
        if stop < 0:
            raise ValueError("Stop argument for islice() must be None or an integer: "
                             "0 <= x <= sys.maxsize.")
    if start < 0 or stop < 0:
        raise ValueError("Indices for islice() must be None or an integer: "
                         "0 <= x <= sys.maxsize.")
    if step <= 0:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, stop, step)
