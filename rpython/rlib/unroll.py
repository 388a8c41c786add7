"""RPython's rpython.rlib.unroll: rtfarm's rlib.unroll under RPython's import path."""

from rlib.unroll import *  # noqa: F401,F403
