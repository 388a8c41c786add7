"""math functions written in RPython 3 rather than lowered to the runtime's C: `dist`,
`prod`, `comb`, `perm` and `lcm` (CPython's results and ValueErrors; a result beyond
64 bits stops the program, as any int arithmetic does).

The translator substitutes them for the standard ones (passes/host/host_space.cc,
`substitute`). `math.dist(p, q)` is CPython 3.11's: the coordinates' differences as
floats, then the vector's length by CPython's vector_norm (as runtime/rpy_math.c's
rpy_math_hypot computes it for math.hypot), whose last bit differs from the naive
sqrt(sum(d * d)) for many points.
"""

from rlib.objectmodel import specialize
import math

_SPLIT = 134217729.0  # 2**27 + 1


def _vector_norm(v, largest):
    """rpy_math.c's vector_norm, step for step (CPython 3.11's): the coordinates scaled
    by a power of two, each square the exact sum of three terms (Dekker's split), added
    with their rounding errors kept apart; one correction of the square root."""
    n = len(v)
    if largest == 0.0 or n <= 1:
        return largest
    exponent = math.frexp(largest)[1]
    csum = 1.0
    frac1 = 0.0
    frac2 = 0.0
    frac3 = 0.0
    if exponent < -1023:  # the scale would overflow: the ratios to the largest
        for i in range(n):
            x = v[i] / largest
            x = x * x
            old = csum
            csum += x
            frac1 += (old - csum) + x
        return largest * math.sqrt(csum - 1.0 + frac1)
    scale = math.ldexp(1.0, -exponent)
    for i in range(n):
        x = v[i] * scale
        t = x * _SPLIT
        hi = t - (t - x)
        lo = x - hi
        x = hi * hi
        old = csum
        csum += x
        frac1 += (old - csum) + x
        x = 2.0 * hi * lo
        old = csum
        csum += x
        frac2 += (old - csum) + x
        frac3 += lo * lo
    h = math.sqrt(csum - 1.0 + (frac1 + frac2 + frac3))
    t = h * _SPLIT
    hi = t - (t - h)
    lo = h - hi
    x = -hi * hi
    old = csum
    csum += x
    frac1 += (old - csum) + x
    x = -2.0 * hi * lo
    old = csum
    csum += x
    frac2 += (old - csum) + x
    x = -lo * lo
    old = csum
    csum += x
    frac3 += (old - csum) + x
    x = csum - 1.0 + (frac1 + frac2 + frac3)
    return (h + x / (2.0 * h)) / scale


@specialize.call_location()
def dist(p, q):
    n = len(p)
    if len(q) != n:
        raise ValueError("both points must have the same number of dimensions")
    v = [0.0] * n
    largest = 0.0
    found_nan = False
    for i in range(n):
        x = abs(float(p[i]) - float(q[i]))
        v[i] = x
        if math.isnan(x):
            found_nan = True
        if x > largest:
            largest = x
    if math.isinf(largest):
        return largest
    if found_nan:
        return float("nan")
    return _vector_norm(v, largest)


@specialize.call_location()
def prod(iterable, *, start=1):
    """math.prod(iterable, *, start=1): start times each item, in order."""
    result = start
    for x in iterable:
        result = result * x
    return result


def _check_non_negative(n, k):
    if n < 0:
        raise ValueError("n must be a non-negative integer")
    if k < 0:
        raise ValueError("k must be a non-negative integer")


def comb(n, k):
    """math.comb(n, k): each step divides by the common factor first, so that no step
    overflows where the result itself fits in 64 bits."""
    _check_non_negative(n, k)
    if k > n:
        return 0
    if n - k < k:
        k = n - k
    result = 1
    for i in range(k):
        numerator = n - i
        denominator = i + 1
        common = math.gcd(result, denominator)
        result = (result // common) * (numerator // (denominator // common))
    return result


def perm(n, k=None):
    """math.perm(n, k=None): n!/(n-k)! (n! without k)."""
    if k is None:
        k = n
    _check_non_negative(n, k)
    if k > n:
        return 0
    result = 1
    for i in range(k):
        result = result * (n - i)
    return result


def lcm(*integers):
    """math.lcm(*integers): 1 of none, 0 if any is 0, else positive."""
    result = 1
    for x in integers:
        if x == 0 or result == 0:
            result = 0
            continue
        result = abs(result // math.gcd(result, x) * x)
    return result
