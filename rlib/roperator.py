"""operator's functions in RPython 3: each one the operation it names.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`), so `reduce(operator.mul, xs)` or a table `{"+": operator.add, ...}`
translates. Each is one function: used on values of two types (ints in one place, strs
in another) their union is refused as for any function of the program.
itemgetter and attrgetter are not provided (use a lambda).
"""


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def truediv(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def pow(a, b):
    return a ** b


def neg(a):
    return -a


def pos(a):
    return +a


def abs(a):
    return a if a >= 0 else -a


def invert(a):
    return ~a


def and_(a, b):
    return a & b


def or_(a, b):
    return a | b


def xor(a, b):
    return a ^ b


def lshift(a, b):
    return a << b


def rshift(a, b):
    return a >> b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def gt(a, b):
    return a > b


def ge(a, b):
    return a >= b


def not_(a):
    return not a


def truth(a):
    return bool(a)


def concat(a, b):
    return a + b


def contains(a, b):
    return b in a


def getitem(a, b):
    return a[b]
