"""RPython's rpython.rlib.objectmodel: rtfarm's rlib.objectmodel under RPython's import path."""

from rlib.objectmodel import *  # noqa: F401,F403
