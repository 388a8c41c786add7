"""RPython's rpython.rlib.rrandom: rtfarm's rlib.rrandom under RPython's import path."""

from rlib.rrandom import *  # noqa: F401,F403
