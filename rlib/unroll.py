"""RPython's unrolling_iterable: a pre-built sequence of constants whose `for` loops are
unrolled at translation time.

On CPython it is a tuple. Translated, a `for x in ITERABLE:` loop over a module-level
(pre-built) unrolling_iterable is flowed once per item, the item a constant in each copy
of the body (passes/flow/opcodes.cc, IterUnrolling): `getattr(self, "op_" + name)` then
has a constant name, and each copy is typed on its own. The translator recognises the
class by its qualified name, rlib.unroll.unrolling_iterable.
"""


class unrolling_iterable(tuple):
    """unrolling_iterable(iterable): the items of `iterable`, to be looped over unrolled."""

    def __new__(cls, iterable=()):
        return tuple.__new__(cls, iterable)

    def _freeze_(self):
        return True

    def __repr__(self):
        return "unrolling_iterable(%s)" % (tuple.__repr__(self),)
