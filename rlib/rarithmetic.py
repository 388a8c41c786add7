"""Machine-integer arithmetic for RPython 3 programs.

CPython ints are unbounded; translated ints are C ``long`` (64-bit, two's
complement).  The helpers here make the CPython run compute exactly what the
translated program computes, so CPython can act as the oracle:

* ``intmask(n)``  - wrap to a signed 64-bit value (a C cast to ``long``).
* ``r_uint``      - an unsigned 64-bit integer (C ``unsigned long``).
* ``ovfcheck(r)`` - checked signed arithmetic (C arithmetic plus an
  overflow test that raises ``OverflowError``).
"""

LONG_BIT = 64

# Precomputed bounds; the translator treats these as constants.
_MASK = (1 << LONG_BIT) - 1
_SIGN_BIT = 1 << (LONG_BIT - 1)
_MAXINT = _SIGN_BIT - 1
_MININT = -_SIGN_BIT


def intmask(n):
    """Wrap integer ``n`` to a signed 64-bit value.

    Translated meaning: a cast to C ``long`` (reinterpreting the low 64 bits).
    Accepts int, bool and r_uint; always returns a plain ``int``.  Floats are
    refused because silently truncating them hides bugs (use ``int(f)``).
    """
    if not isinstance(n, int):
        raise TypeError("intmask() expects an integer, got %s"
                        % type(n).__name__)
    n = int(n) & _MASK  # int() drops r_uint/bool so '&' is plain int '&'
    if n & _SIGN_BIT:
        n -= 1 << LONG_BIT
    return n


def is_valid_int(x):
    """Return True if ``x`` is a signed machine integer (int or bool in range).

    Translated meaning: always True for values the annotator types as a
    signed ``long``; ``r_uint`` values are a different low-level type and so
    are not valid signed ints even when small.
    """
    if not isinstance(x, int) or isinstance(x, r_uint):
        return False
    return _MININT <= int(x) <= _MAXINT


def ovfcheck(r):
    """Return ``r`` unchanged if it fits in a signed 64-bit int, else raise
    ``OverflowError``.

    Use it directly around one operation: ``ovfcheck(x + y)``.  On CPython
    the operation is exact (unbounded ints), so checking the result is
    enough.  Translated meaning: the wrapped operation is compiled to its
    overflow-checking C form, raising ``OverflowError`` on overflow.
    """
    # Unsigned arithmetic wraps by definition; checking it is a logic error.
    if isinstance(r, r_uint):
        raise TypeError("ovfcheck() on an unsigned value")
    if not isinstance(r, int):
        raise TypeError("ovfcheck() expects an integer, got %s"
                        % type(r).__name__)
    if not _MININT <= r <= _MAXINT:
        raise OverflowError("signed integer overflow")
    return r


def _as_unsigned(x):
    # Conversion rule for mixed operands, as in C: an int meeting an
    # unsigned value is converted to unsigned (mod 2**64).
    return int(x) & _MASK


class r_uint(int):
    """Unsigned 64-bit integer with wrap-around arithmetic.

    Translated meaning: C ``unsigned long``.  Every arithmetic result is
    reduced mod 2**64; an int operand is first converted to unsigned, so
    mixing ``r_uint`` with ``int`` yields ``r_uint``.  Comparisons are
    unsigned too (``r_uint(1) < -1`` is True, as in C).  Caveat: because
    ``r_uint(2**64-1) == -1`` is True while their hashes differ, do not mix
    the two kinds as keys of one dict.
    """

    __slots__ = ()

    def __new__(cls, value=0):
        if isinstance(value, float):
            # C's float->unsigned conversion: truncate, then wrap.
            value = int(value)
        elif not isinstance(value, int):
            raise TypeError("r_uint() expects an integer, got %s"
                            % type(value).__name__)
        return int.__new__(cls, int(value) & _MASK)

    def __repr__(self):
        return "r_uint(%d)" % int(self)

    # int's str would otherwise fall back to our __repr__.
    def __str__(self):
        return int.__repr__(self)

    # --- arithmetic: compute exactly, then wrap -------------------------

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) + _as_unsigned(other))

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) - _as_unsigned(other))

    def __rsub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(_as_unsigned(other) - int(self))

    def __mul__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) * _as_unsigned(other))

    __rmul__ = __mul__

    # Both operands are non-negative after conversion, so Python's floor
    # division/modulo coincide with C's truncating unsigned ones.
    def __floordiv__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) // _as_unsigned(other))

    def __rfloordiv__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(_as_unsigned(other) // int(self))

    def __mod__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) % _as_unsigned(other))

    def __rmod__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(_as_unsigned(other) % int(self))

    def __divmod__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        q, r = divmod(int(self), _as_unsigned(other))
        return r_uint(q), r_uint(r)

    def __rdivmod__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        q, r = divmod(_as_unsigned(other), int(self))
        return r_uint(q), r_uint(r)

    def __pow__(self, other, modulo=None):
        # Only non-negative int exponents make sense for unsigned values.
        if not isinstance(other, int) or modulo is not None:
            return NotImplemented
        if other < 0:
            raise ValueError("r_uint ** negative exponent")
        return r_uint(pow(int(self), int(other), 1 << LONG_BIT))

    # Shift counts are not converted: C shifts take the count as is.
    # Counts >= 64 are undefined in C; here they give the mathematical
    # result (0 for '>>', wrapped for '<<').
    def __lshift__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) << int(other))

    def __rlshift__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(_as_unsigned(other) << int(self))

    def __rshift__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) >> int(other))

    def __rrshift__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        # Logical shift: the left operand is unsigned after conversion.
        return r_uint(_as_unsigned(other) >> int(self))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) & _as_unsigned(other))

    __rand__ = __and__

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) | _as_unsigned(other))

    __ror__ = __or__

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return r_uint(int(self) ^ _as_unsigned(other))

    __rxor__ = __xor__

    def __invert__(self):
        return r_uint(~int(self))

    def __neg__(self):
        return r_uint(-int(self))

    def __pos__(self):
        return self

    def __abs__(self):
        return self

    # --- comparisons: unsigned, as in C ---------------------------------

    def __eq__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) == _as_unsigned(other)

    def __ne__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) != _as_unsigned(other)

    def __lt__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) < _as_unsigned(other)

    def __le__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) <= _as_unsigned(other)

    def __gt__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) > _as_unsigned(other)

    def __ge__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return int(self) >= _as_unsigned(other)

    # Defining __eq__ would otherwise make instances unhashable.
    __hash__ = int.__hash__
