"""The heapq module in RPython 3: a binary min-heap kept in a plain list.

The translator substitutes these for the standard functions (passes/host/host_space.cc,
`substitute`), so a program imports heapq as usual. They make the same comparisons
(`<` only) in the same order as CPython's heapq, so the heap's layout, and the order in
which equal-comparing items come out, are CPython's. Each function is specialised per
call site: one program keeps heaps of ints, tuples and instances side by side.
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def _sift_toward_root(heap, start, pos):
    """Moves heap[pos] up while it is smaller than its parent (never above `start`)."""
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if item < parent:
            heap[pos] = parent
            pos = parent_pos
            continue
        break
    heap[pos] = item


@specialize.call_location()
def _sift_toward_leaves(heap, pos):
    """Moves the smaller child up until a leaf is reached, then settles heap[pos]'s old
    item there (Floyd's method, as CPython: fewer comparisons than stopping early)."""
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root(heap, start, pos)


@specialize.call_location()
def heappush(heap, item):
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)


@specialize.call_location()
def heappop(heap):
    if len(heap) == 0:
        raise IndexError("index out of range")
    last = heap.pop()
    if len(heap) > 0:
        smallest = heap[0]
        heap[0] = last
        _sift_toward_leaves(heap, 0)
        return smallest
    return last


@specialize.call_location()
def heapreplace(heap, item):
    if len(heap) == 0:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sift_toward_leaves(heap, 0)
    return smallest


@specialize.call_location()
def heappushpop(heap, item):
    if len(heap) > 0 and heap[0] < item:
        smallest = heap[0]
        heap[0] = item
        _sift_toward_leaves(heap, 0)
        return smallest
    return item


@specialize.call_location()
def heapify(heap):
    for i in range(len(heap) // 2 - 1, -1, -1):
        _sift_toward_leaves(heap, i)


@specialize.call_location()
def nsmallest(n, iterable):
    """CPython documents nsmallest(n, it) as sorted(it)[:n]: the same items, in order."""
    items = sorted([x for x in iterable])
    if n < 0:
        n = 0
    return items[:n]


@specialize.call_location()
def nlargest(n, iterable):
    """sorted(it, reverse=True)[:n], as CPython documents it (stable for equal items)."""
    items = sorted([x for x in iterable], reverse=True)
    if n < 0:
        n = 0
    return items[:n]
