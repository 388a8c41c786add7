"""operator's functions in RPython 3: each one the operation it names.

The translator substitutes these for the standard ones (passes/host/host_space.cc,
`substitute`), so `reduce(operator.mul, xs)` or a table `{"+": operator.add, ...}`
translates. Each is one function: used on values of two types (ints in one place, strs
in another) their union is refused as for any function of the program.

`itemgetter`, `attrgetter` and `methodcaller` are `specialize.memo` functions: called with
constant arguments (`key=itemgetter(1)`), they run at translation time and give a plain
function written for those arguments (`def get(obj): return obj[1]`), so each index of a
tuple of mixed types reads its own item's type. Their arguments must be constants (an
index or name held in a variable is refused: write a lambda); at most four items or
names, and four arguments for methodcaller (no keyword arguments).
"""

import zlib

from rlib.objectmodel import specialize


class _NoArgument:
    """The default of the getters' optional parameters: the argument was not given."""


_NO = _NoArgument()
_made = {}


def _getter(kind, body, constants, names):
    """A function `kind_...(obj)` returning `body`, whose globals hold the constants."""
    shown = repr(constants)
    key = (kind, shown)
    found = _made.get(key)
    if found is not None:
        return found
    namespace = {"_c%d" % i: c for i, c in enumerate(constants)}
    # A name that depends on the arguments alone (never on the order of translation).
    name = "%s_%08x" % (kind, zlib.crc32(shown.encode("utf-8")))
    exec("def %s(obj):\n    return %s\n" % (name, body), namespace)
    function = namespace[name]
    function.__module__ = __name__
    # One copy per type of obj: itemgetter(1) of a tuple and of a str, as CPython allows.
    function._annspecialcase_ = "specialize:argtype(0)"
    function.__qualname__ = "%s(%s)" % (kind, ", ".join(names))
    _made[key] = function
    return function


def _given(*args):
    return [a for a in args if a is not _NO]


@specialize.memo()
def itemgetter(item, item2=_NO, item3=_NO, item4=_NO):
    items = _given(item, item2, item3, item4)
    reads = ["obj[_c%d]" % i for i in range(len(items))]
    body = reads[0] if len(items) == 1 else "(%s)" % ", ".join(reads)
    return _getter("itemgetter", body, items, [repr(i) for i in items])


@specialize.memo()
def attrgetter(attr, attr2=_NO, attr3=_NO, attr4=_NO):
    attrs = _given(attr, attr2, attr3, attr4)
    for a in attrs:
        if not isinstance(a, str):
            raise TypeError("attribute name must be a string")
    reads = ["obj." + a for a in attrs]
    body = reads[0] if len(attrs) == 1 else "(%s)" % ", ".join(reads)
    return _getter("attrgetter", body, attrs, [repr(a) for a in attrs])


@specialize.memo()
def methodcaller(name, arg=_NO, arg2=_NO, arg3=_NO, arg4=_NO):
    if not isinstance(name, str):
        raise TypeError("method name must be a string")
    args = _given(arg, arg2, arg3, arg4)
    body = "obj.%s(%s)" % (name, ", ".join("_c%d" % (i + 1) for i in range(len(args))))
    return _getter("methodcaller", body, [name] + args, [repr(name)] + [repr(a) for a in args])


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
