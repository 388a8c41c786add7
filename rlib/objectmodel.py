"""Hints and helpers that describe how RPython 3 code is translated.

On CPython these are (almost) no-ops: decorators only record a marker
attribute and return the very same object, so the program behaves exactly
as written.  The translator reads the markers:

* ``_annspecialcase_`` - the specialization policy string, e.g.
  ``"specialize:argtype(0)"``;
* ``_not_rpython_``    - the function is host-only and must not be translated;
* ``_always_inline_`` / ``_dont_inline_`` - inlining hints.
"""

from rlib.rarithmetic import intmask, LONG_BIT

_MASK = (1 << LONG_BIT) - 1


# --- specialization -----------------------------------------------------

def _check_arg_indices(policy, args):
    # The translator parses these strings back; reject anything it could
    # not parse now, at import time, rather than at translation time.
    if not args:
        raise TypeError("specialize.%s() needs at least one argument index"
                        % policy)
    for a in args:
        if type(a) is not int or a < 0:
            raise TypeError("specialize.%s(): argument indices must be "
                            "non-negative ints, got %r" % (policy, a))
    return "specialize:%s(%s)" % (policy, ",".join(str(a) for a in args))


def _set_policy(obj, tag):
    # Two policies on one object cannot both apply; stacking is a bug.
    # Read __dict__ so a class does not see its base class's policy.
    old = getattr(obj, "__dict__", {}).get("_annspecialcase_")
    if old is not None and old != tag:
        raise ValueError("%r already has policy %r, cannot add %r"
                         % (obj, old, tag))
    obj._annspecialcase_ = tag
    return obj


def _function_decorator(tag):
    def decorate(func):
        if isinstance(func, type) or not callable(func):
            raise TypeError("%s applies to functions, got %r" % (tag, func))
        return _set_policy(func, tag)
    return decorate


class _Specialize:
    """Factories for specialization decorators (use the ``specialize``
    instance).  Each decorator sets ``_annspecialcase_`` and returns the
    decorated object unchanged."""

    def argtype(self, *args):
        """Translated meaning: one copy of the function per combination of
        annotated types of the given positional arguments."""
        return _function_decorator(_check_arg_indices("argtype", args))

    def arg(self, *args):
        """Translated meaning: one copy per combination of the constant
        values of the given arguments (they must be compile-time
        constants at every call site)."""
        return _function_decorator(_check_arg_indices("arg", args))

    def arg_or_var(self, *args):
        """Translated meaning: one copy per combination of the given
        arguments, each keyed by its constant value where the call site
        passes a constant, and one shared copy for the calls where it
        does not."""
        return _function_decorator(_check_arg_indices("arg_or_var", args))

    def memo(self):
        """Translated meaning: the function is evaluated at translation time
        for every possible combination of its (constant, finite-domain)
        arguments and replaced by a table lookup."""
        return _function_decorator("specialize:memo")

    def call_location(self):
        """Translated meaning: one copy of the function per call site."""
        return _function_decorator("specialize:call_location")

    def ctr_location(self):
        """For classes.  Translated meaning: each place that instantiates
        the class gets its own specialized copy of the class."""
        def decorate(cls):
            if not isinstance(cls, type):
                raise TypeError("specialize:ctr_location applies to classes, "
                                "got %r" % (cls,))
            return _set_policy(cls, "specialize:ctr_location")
        return decorate


specialize = _Specialize()


# --- other hints --------------------------------------------------------

def we_are_translated():
    """Return False on CPython.

    Translated meaning: the constant True, so code guarded by
    ``if not we_are_translated():`` is removed from the translated program.
    """
    return False


def not_rpython(func):
    """Mark ``func`` as host-only: callable from CPython (tests, set-up
    code) but never translated.  Translated meaning: a reachable call to it
    is a translation error."""
    func._not_rpython_ = True
    return func


def always_inline(func):
    """Translated meaning: inline ``func`` at every call site."""
    if getattr(func, "_dont_inline_", False):
        raise ValueError("%r is already marked dont_inline" % (func,))
    func._always_inline_ = True
    return func


def dont_inline(func):
    """Translated meaning: never inline ``func``."""
    if getattr(func, "_always_inline_", False):
        raise ValueError("%r is already marked always_inline" % (func,))
    func._dont_inline_ = True
    return func


# --- hashing -------------------------------------------------------------

# FNV-1a, 64-bit variant.  Chosen because it is tiny, has no seed (CPython's
# str hash depends on PYTHONHASHSEED, which would make the oracle
# non-deterministic) and is trivially reproduced in the C runtime.
_FNV_OFFSET = 0xcbf29ce484222325
_FNV_PRIME = 0x100000001b3


def _fnv1a(data):
    h = _FNV_OFFSET
    for byte in data:
        h = ((h ^ byte) * _FNV_PRIME) & _MASK
    return intmask(h)


def compute_hash(x):
    """Return a hash of ``x`` that is identical on every run.

    Algorithm (the translated runtime implements exactly the same one, so
    translated and CPython runs agree bit for bit):

    * ``None`` -> 0;
    * int, bool, r_uint -> ``intmask(x)``;
    * float -> CPython's ``hash(x)`` (seed-independent; the runtime
      implements CPython's float hash);
    * str -> FNV-1a 64-bit over its UTF-8 encoding (lone surrogates
      encoded as by ``surrogatepass``), then ``intmask``;
    * bytes -> FNV-1a 64-bit over the bytes, then ``intmask``;
    * tuple -> ``h = 0x345678``; for each item
      ``h = intmask((h ^ compute_hash(item)) * 1000003)``; finally
      ``intmask(h ^ len(x))``;
    * anything else -> identity hash (``object.__hash__``), ignoring any
      ``__hash__`` the class defines; stable for the object's lifetime.
    """
    if x is None:
        return 0
    if isinstance(x, int):  # includes bool and r_uint
        return intmask(x)
    if isinstance(x, float):
        return hash(x)
    if isinstance(x, str):
        return _fnv1a(x.encode("utf-8", "surrogatepass"))
    if isinstance(x, bytes):
        return _fnv1a(x)
    if isinstance(x, tuple):
        h = 0x345678
        for item in x:
            h = intmask((h ^ compute_hash(item)) * 1000003)
        return intmask(h ^ len(x))
    return object.__hash__(x)
