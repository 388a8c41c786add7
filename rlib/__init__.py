"""rlib: support library imported by RPython 3 programs.

Everything here runs unchanged on plain CPython 3.11, which serves as the
oracle for a program's behaviour.  The rtfarm translator recognises these
objects by identity (module + name) and gives them their translated meaning,
so names in this package are part of the translator's interface: do not
rename or wrap them.
"""

__version__ = "0.1"
