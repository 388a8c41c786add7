"""Debugging aids for RPython 3 programs."""


def ll_assert(cond, msg):
    """Check an internal invariant.

    On CPython: raise ``AssertionError(msg)`` if ``cond`` is false.
    Translated meaning: in debug builds a failed check is a fatal error
    (``msg`` is printed and the process aborts; it cannot be caught); in
    release builds the check is compiled out entirely, so ``cond`` must
    have no side effects.  ``msg`` must be a constant string.
    """
    if not cond:
        raise AssertionError(msg)
