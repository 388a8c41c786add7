"""The math module: every float function over ordinary values, zeros of both signs, infinities, nan and arguments out of the domain or range (CPython's ValueError and OverflowError messages); floor/ceil/trunc of ints and floats, gcd, isqrt, factorial, isclose, ldexp, frexp, modf, remainder, log with a base, and the constants."""

import sys, math

NAMES = ['sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'log1p', 'expm1', 'degrees', 'radians', 'erf', 'erfc', 'gamma', 'lgamma', 'sqrt', 'exp', 'log', 'log10', 'log2', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'fabs']


def apply(name, x):
    if name == "sinh":
        return math.sinh(x)
    if name == "cosh":
        return math.cosh(x)
    if name == "tanh":
        return math.tanh(x)
    if name == "asinh":
        return math.asinh(x)
    if name == "acosh":
        return math.acosh(x)
    if name == "atanh":
        return math.atanh(x)
    if name == "log1p":
        return math.log1p(x)
    if name == "expm1":
        return math.expm1(x)
    if name == "degrees":
        return math.degrees(x)
    if name == "radians":
        return math.radians(x)
    if name == "erf":
        return math.erf(x)
    if name == "erfc":
        return math.erfc(x)
    if name == "sqrt":
        return math.sqrt(x)
    if name == "exp":
        return math.exp(x)
    if name == "log":
        return math.log(x)
    if name == "log10":
        return math.log10(x)
    if name == "log2":
        return math.log2(x)
    if name == "sin":
        return math.sin(x)
    if name == "cos":
        return math.cos(x)
    if name == "tan":
        return math.tan(x)
    if name == "asin":
        return math.asin(x)
    if name == "acos":
        return math.acos(x)
    if name == "atan":
        return math.atan(x)
    if name == "fabs":
        return math.fabs(x)
    return 0.0


def show(name, x):
    try:
        print(name, repr(x), repr(apply(name, x)))
    except ValueError as e:
        print(name, repr(x), "ValueError", e)
    except OverflowError as e:
        print(name, repr(x), "OverflowError", e)


def entry_point(argv):
    vals = [0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 10.0, -3.5, 0.1, 4.5, -2.25, 171.5, 710.0, -710.0, 1e-300, 1e300, float("inf"), float("-inf"), float("nan")]
    for name in NAMES:
        for x in vals:
            show(name, x)
    print(math.floor(2.5), math.ceil(2.1), math.trunc(-2.7), math.floor(7), math.ceil(-3))
    print(math.gcd(12, 18), math.gcd(0, 5), math.isqrt(17), math.factorial(10))
    print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1))
    print(math.ldexp(1.5, 3), math.frexp(12.0), math.modf(-3.25), math.remainder(10.0, 3.0))
    print(math.log(8.0, 2.0), math.hypot(3.0, 4.0), math.copysign(2.0, -0.0))
    print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
