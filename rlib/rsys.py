"""The parts of the `sys` module a translated program calls, in RPython.

The translator substitutes these for the standard functions (passes/host/host_space.cc,
`substitute`), so a program calls `sys.exit` and `sys.setrecursionlimit` as usual.
"""

from rlib.objectmodel import specialize

_recursion_limit = [1000]


@specialize.argtype(0)
def exit(status=None):
    """sys.exit: raises SystemExit(status). Uncaught, it ends the program as CPython
    does: no status or None is exit status 0, an int is that status, anything else is
    printed to stderr and the status is 1. As in CPython, exit(None) raises
    SystemExit() without arguments."""
    if status is None:
        raise SystemExit()
    raise SystemExit(status)


def setrecursionlimit(limit):
    """Accepted and remembered; a translated program's recursion is bounded by its C
    stack (running out of it raises RecursionError), not by this number."""
    if limit < 1:
        raise ValueError("recursion limit must be greater or equal than 1")
    _recursion_limit[0] = limit


def getrecursionlimit():
    return _recursion_limit[0]
