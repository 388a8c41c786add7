"""RPython's rpython.rlib.rarithmetic: rtfarm's rlib.rarithmetic under RPython's import path."""

from rlib.rarithmetic import *  # noqa: F401,F403
