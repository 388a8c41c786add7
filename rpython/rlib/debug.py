"""RPython's rpython.rlib.debug: rtfarm's rlib.debug under RPython's import path."""

from rlib.debug import *  # noqa: F401,F403
