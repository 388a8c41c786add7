# expect: getattr() needs an attribute name known at translation time
# expect: 251_getattr_computed_name.py:15
"""getattr() with a name computed at run time (from a plain list, not an
unrolling_iterable)."""


class Ops(object):
    def op_add(self):
        return 1


def entry_point(argv):
    ops = Ops()
    for name in ["add"]:
        print(getattr(ops, "op_" + name)())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
