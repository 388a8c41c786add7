"""RPython's rpython.rlib.rstring: rtfarm's rlib.rstring under RPython's import path."""

from rlib.rstring import *  # noqa: F401,F403
