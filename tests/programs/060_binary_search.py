"""Binary search: exact match, lower bound insertion point, and integer square root."""
from rlib.objectmodel import specialize


def bsearch(a, target):
    lo = 0
    hi = len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == target:
            return mid
        if a[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


@specialize.argtype(0, 1)
def lower_bound(a, target):
    lo = 0
    hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def isqrt(n):
    lo = 0
    hi = n
    if hi > 3037000499:  # keeps mid * mid within 64 bits
        hi = 3037000499
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo


def entry_point(argv):
    a = [i * 3 for i in range(50)]
    for t in [0, 3, 75, 147, 148, -1, 1000]:
        print(t, bsearch(a, t), lower_bound(a, t))
    dup = [1, 2, 2, 2, 3, 5, 5, 8]
    print([lower_bound(dup, t) for t in range(10)])
    print([isqrt(n) for n in [0, 1, 2, 15, 16, 17, 1000000, 999999999999]])
    names = ["ada", "bob", "cy", "dee", "eve"]
    print(lower_bound(names, "carl"), lower_bound(names, "zed"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
