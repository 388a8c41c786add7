"""RPython's rpython.rlib.jit: rtfarm's rlib.jit under RPython's import path."""

from rlib.jit import *  # noqa: F401,F403
