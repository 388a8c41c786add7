"""String building for RPython 3 programs."""

from rlib.debug import ll_assert


class StringBuilder:
    """Accumulates pieces of text and joins them once at the end.

    Repeated ``s += t`` is quadratic once translated (strings are
    immutable), so programs use a builder instead.  Translated meaning: a
    growable character buffer, pre-sized to ``init_size`` characters.
    Here it keeps a list of pieces; ``init_size`` is only a size hint.
    Like the translated version it accepts only ``str``.
    """

    def __init__(self, init_size=100):
        ll_assert(init_size >= 0, "StringBuilder: negative init_size")
        self._pieces = []
        self._length = 0

    def append(self, s):
        """Append the whole string ``s``."""
        if not isinstance(s, str):
            raise TypeError("StringBuilder.append() expects str, got %s"
                            % type(s).__name__)
        self._pieces.append(s)
        self._length += len(s)

    def append_slice(self, s, start, end):
        """Append ``s[start:end]`` without building the slice first.

        Requires ``0 <= start <= end <= len(s)``; violations fail an
        ``ll_assert`` (undefined behaviour in release translations), since
        Python's forgiving slice clamping has no cheap translated form.
        """
        if not isinstance(s, str):
            raise TypeError("StringBuilder.append_slice() expects str, got %s"
                            % type(s).__name__)
        ll_assert(0 <= start <= end <= len(s),
                  "StringBuilder.append_slice: bad indices")
        self._pieces.append(s[start:end])
        self._length += end - start

    def append_multiple_char(self, c, times):
        """Append the single character ``c`` repeated ``times`` (>= 0)
        times."""
        if not isinstance(c, str) or len(c) != 1:
            raise TypeError("StringBuilder.append_multiple_char() expects "
                            "a single character, got %r" % (c,))
        ll_assert(times >= 0, "StringBuilder.append_multiple_char: "
                              "negative count")
        self._pieces.append(c * times)
        self._length += times

    def getlength(self):
        """Return the number of characters appended so far."""
        return self._length

    def build(self):
        """Return everything appended so far as one str.

        The builder stays usable: further appends extend the same text.
        """
        result = "".join(self._pieces)
        # Keep the joined result as the only piece so repeated build()
        # calls do not re-join everything.
        self._pieces = [result] if result else []
        return result
