"""RPython's JIT hints, for interpreters written for PyPy's toolchain.

rtfarm generates no JIT: every hint keeps the program's meaning and does nothing. The
decorators return their function; the run-time hints are recognised by the translator
through the markers below (passes/annotator/rules_calls.cc, SpecialFunction), so that
their keyword arguments (`jit_merge_point(pc=pc, frame=frame)`) need no `**kwargs`
support: a call of a `_translated_as_noop_` function is removed, a call of a
`_translated_as_identity_` function is its first argument.
"""


def _noop(function):
    function._translated_as_noop_ = True
    return function


def _identity(function):
    function._translated_as_identity_ = True
    return function


def _bare(function):
    return function


def _with_arguments(*args, **kwds):
    return _bare


elidable = purefunction = unroll_safe = dont_look_inside = look_inside = _bare
loop_invariant = not_in_trace = _bare
oopspec = look_inside_iff = elidable_promote = _with_arguments


@_identity
def promote(x):
    return x


@_identity
def promote_string(x):
    return x


@_identity
def hint(x, **kwds):
    return x


def we_are_jitted():
    return False


def isconstant(x):
    return False


def isvirtual(x):
    return False


@_noop
def jit_debug(*args):
    pass


@_noop
def assert_green(x):
    pass


@_noop
def set_param(driver, name, value):
    pass


class JitDriver(object):
    """A JIT driver: the names of the green and red variables, and the merge points.

    Prebuilt and frozen, as in RPython; its methods are no-ops when translated."""

    def __init__(self, greens=None, reds=None, virtualizables=None, get_printable_location=None,
                 confirm_enter_jit=None, can_never_inline=None, should_unroll_one_iteration=None,
                 name="jitdriver", check_untranslated=True, vectorize=False,
                 get_unique_id=None, is_recursive=False, get_location=None):
        self.greens = greens or []
        self.reds = reds or []
        self.name = name

    def _freeze_(self):
        return True

    @_noop
    def jit_merge_point(self, **livevars):
        pass

    @_noop
    def can_enter_jit(self, **livevars):
        pass

    @_noop
    def loop_header(self):
        pass
