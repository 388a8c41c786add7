"""The bisect module in RPython 3: binary search and insertion in a sorted list.

The translator substitutes these for the standard functions (passes/host/host_space.cc,
`substitute`), so a program imports bisect as usual. They make CPython's comparisons
(`<` only, in the same order), so lists of instances with __lt__ behave the same. `hi`
left out (or negative here) means len(a). `key=` is not supported. Each function is
specialised per call site.
"""

from rlib.objectmodel import specialize


@specialize.call_location()
def bisect_right(a, x, lo=0, hi=-1):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi < 0:
        hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


@specialize.call_location()
def bisect_left(a, x, lo=0, hi=-1):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi < 0:
        hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


@specialize.call_location()
def insort_right(a, x, lo=0, hi=-1):
    a.insert(bisect_right(a, x, lo, hi), x)


@specialize.call_location()
def insort_left(a, x, lo=0, hi=-1):
    a.insert(bisect_left(a, x, lo, hi), x)


bisect = bisect_right
insort = insort_right
