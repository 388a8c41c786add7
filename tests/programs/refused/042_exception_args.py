# expect: e.args of instance of builtins.ValueError: an exception of a builtin class keeps only its message here (str(e)); e.args is supported for the program's own exception classes
# expect: 042_exception_args.py:19
"""`e.args` of a caught exception of a builtin class: the runtime's own exceptions (a
KeyError of a dict, an OSError...) keep only their message, not CPython's argument
objects, so e.args is refused for builtin classes (it is supported for the program's own
exception classes, corpus 310)."""


def check(n):
    if n < 0:
        raise ValueError(n)
    return n


def entry_point(argv):
    try:
        check(-len(argv))
    except ValueError as e:
        print(e.args[0])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
