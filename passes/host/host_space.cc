// HostSpace: mirrors live Python objects of the embedded CPython into HostObjects.
//
// Locking: every entry point that touches Python takes the space's mutex first and the
// GIL second (never the other way round), so two threads of the front-end never wait on
// each other crosswise. The interning entry points (None(), Int(), ...) take the mutex
// only. A failed operation is rolled back: the objects it registered are forgotten, so a
// half-filled mirror is never handed out later.
#include "passes/host/host_space.h"

#include <Python.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <shared_mutex>
#include <system_error>
#include <unordered_set>
#include <utility>

#include "passes/host/embedded_python.h"
#include "passes/host/gil.h"
#include "passes/host/host_builder.h"
#include "passes/host/python_repr.h"

namespace rtfarm::host {
namespace {

constexpr int kMaxDepth = 2000;
// Deeper than this, an instance's attributes wait for the outermost Mirror call.
constexpr int kDeferDepth = 200;
// How deep an object graph may be through such waits: the later phases walk prebuilt
// objects recursively (a chain of 50,000 overflowed the annotator's stack).
constexpr int kMaxChainDepth = 10000;

// An owned (new) reference.
class PyRef {
 public:
  PyRef() = default;
  explicit PyRef(PyObject* object) : object_(object) {}
  ~PyRef() { Py_XDECREF(object_); }
  PyRef(PyRef&& other) noexcept : object_(std::exchange(other.object_, nullptr)) {}
  PyRef& operator=(PyRef&& other) noexcept {
    if (this != &other) {
      Py_XDECREF(object_);
      object_ = std::exchange(other.object_, nullptr);
    }
    return *this;
  }
  PyRef(const PyRef&) = delete;
  PyRef& operator=(const PyRef&) = delete;

  static PyRef Borrow(PyObject* object) {
    Py_XINCREF(object);
    return PyRef(object);
  }
  PyObject* get() const { return object_; }
  PyObject* release() { return std::exchange(object_, nullptr); }
  explicit operator bool() const { return object_ != nullptr; }

 private:
  PyObject* object_ = nullptr;
};

// Python-side helpers: importing a file as `python FILE` would (minus __main__), and
// describing an exception as "FILE:LINE: Type: message".
constexpr const char* kHelperSource = R"PY(
import importlib
import importlib.util
import os
import sys

_inserted = set()
_importlib_dir = os.path.dirname(importlib.__file__) + os.sep


def import_file(path):
    path = os.path.abspath(path)
    name = os.path.splitext(os.path.basename(path))[0]
    directory = os.path.dirname(path)
    if directory not in _inserted:
        _inserted.add(directory)
        if not sys.path or sys.path[0] != directory:
            sys.path.insert(0, directory)
    old = sys.modules.get(name)
    if old is not None:
        old_file = getattr(old, "__file__", None)
        if old_file and os.path.abspath(old_file) == path:
            return old
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError("cannot import %s" % path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        if sys.modules.get(name) is module:
            del sys.modules[name]
        raise
    _prepare_overridden_properties()
    return module


# A property that a subclass defines again (`area` of Shape and of Square) is read through
# the run-time class: each class defining it gets methods `_rtfarm_get_<name>` and
# `_rtfarm_set_<name>`, copies of its getter and setter (or functions raising CPython's
# AttributeError for a missing one), which the translation reads and calls as overridden
# methods (a vtable slot). Copies, so that the accessors keep the names the property gives
# them in programs that do not override one.
_PROPERTY_ACCESSORS = ("_rtfarm_get_", "_rtfarm_set_")
_prepared_properties = set()


def _prepare_overridden_properties():
    stdlib = _stdlib_dirs()
    heap_type = 1 << 9
    owners = {}  # property name -> the program's classes defining it as a property
    for cls in _every_class():
        if not cls.__flags__ & heap_type:
            continue
        module = sys.modules.get(getattr(cls, "__module__", None))
        if module is None or module.__name__.startswith("rlib.") or \
                not _outside_stdlib(getattr(module, "__file__", None), stdlib):
            continue
        for name, value in list(cls.__dict__.items()):
            if isinstance(value, property):
                owners.setdefault(name, []).append(cls)
    for name, classes in owners.items():
        for cls in classes:
            if (id(cls), name) in _prepared_properties:
                continue
            related = any(other is not cls and (issubclass(other, cls) or issubclass(cls, other))
                          for other in classes)
            if related:
                _prepared_properties.add((id(cls), name))
                _add_property_accessors(cls, name, cls.__dict__[name])


def _add_property_accessors(cls, name, prop):
    import types
    for prefix, function, missing in ((_PROPERTY_ACCESSORS[0], prop.fget, "getter"),
                                      (_PROPERTY_ACCESSORS[1], prop.fset, "setter")):
        method = prefix + name
        if function is None:
            params = "self" if missing == "getter" else "self, value"
            namespace = {}
            exec("def %s(%s):\n"
                 "    raise AttributeError(\"property '%s' of '\" + type(self).__name__ + "
                 "\"' object has no %s\")\n" % (method, params, name, missing), namespace)
            copy = namespace[method]
        else:
            copy = types.FunctionType(function.__code__, function.__globals__, method,
                                      function.__defaults__, function.__closure__)
            copy.__kwdefaults__ = function.__kwdefaults__
        copy.__module__ = cls.__module__
        copy.__qualname__ = cls.__qualname__ + "." + method
        type.__setattr__(cls, method, copy)


def import_module(name):
    return importlib.import_module(name)


# The standard `random` is translated as rlib.rrandom (CPython's algorithms in RPython):
# the module, `random.Random`, the bound methods of `random._inst` (`from random import
# randint`) and pre-built `random.Random` instances (their state copied) are mirrored as
# their rlib counterparts. When the program seeded or used `random` at import, the state
# of `random._inst` is copied too; otherwise the translated program seeds from the OS.
import random as _std_random

_random_initial_state = _std_random.getstate()
_random_copies = {}
_random_synced = []


def _copy_random_state(source, target):
    version, internal, gauss_next = source.getstate()
    target.mt = list(internal[:624])
    target.index = internal[624]
    target.has_gauss_next = gauss_next is not None
    target.gauss_next = gauss_next if gauss_next is not None else 0.0


# Standard objects mirrored as their rlib counterparts, by identity (made on first use:
# importing rlib.rsys and rlib.rfile imports nothing the program would not):
# - sys.exit, setrecursionlimit, getrecursionlimit are rlib.rsys's (the other functions of
#   sys keep the annotator's own rules or its refusal);
# - files are rlib.rfile: the builtins open and input, sys.stdin/stdout/stderr, and the
#   os and os.path functions that name files;
# - heapq's functions are rlib.rheapq's; collections' deque, defaultdict, Counter and
#   OrderedDict are rlib.rcollections' classes; itertools' functions are rlib.ritertools' (the lazy
#   ones generators); functools.reduce is rlib.rfunctools'; operator's arithmetic and
#   comparisons and getters are rlib.roperator's; bisect's functions are rlib.rbisect's;
#   copy.copy and copy.deepcopy are rlib.rcopy's; str.maketrans is rlib.rstrtrans';
#   collections.namedtuple called at run time is rlib.rnamedtuple's refusal; math.dist is
#   rlib.rmath's.
_identity_substitutes = {}


def _substitute_by_identity(obj):
    if not _identity_substitutes:
        import builtins
        import collections
        import copy
        import functools
        import heapq
        import operator
        import rlib.rfunctools as rft
        import rlib.roperator as rop
        import itertools
        import rlib.rcollections as rc
        import rlib.rcopy as rcp
        import rlib.rfunctools as rft
        import rlib.ritertools as ri
        import rlib.rfile as rf
        import bisect
        import rlib.rbisect as rbi
        import rlib.rheapq as rh
        import rlib.rsys as rs
        _identity_substitutes[None] = None
        pairs = [(getattr(sys, name), getattr(rs, name))
                 for name in ("exit", "setrecursionlimit", "getrecursionlimit")]
        pairs += [(builtins.open, rf.open), (builtins.input, rf.input),
                  (os.path.exists, rf.path_exists), (os.path.isfile, rf.path_isfile),
                  (os.path.isdir, rf.path_isdir), (os.remove, rf.remove),
                  (os.unlink, rf.remove), (os.rmdir, rf.rmdir), (os.mkdir, rf.mkdir)]
        import posixpath
        import rlib.rpath as rpa
        pairs += [(getattr(posixpath, name), getattr(rpa, name))
                  for name in ("join", "split", "basename", "dirname", "splitext", "isabs")]
        for name, stream in (("stdin", rf.stdin), ("stdout", rf.stdout), ("stderr", rf.stderr)):
            for owner in (getattr(sys, name, None), getattr(sys, "__%s__" % name, None)):
                if owner is not None:
                    pairs.append((owner, stream))
        import rlib.rstrtrans as rst
        pairs += [(str.maketrans, rst.maketrans)]
        import rlib.runsupported as runs
        pairs += runs.pairs(sys.modules)
        import math
        import rlib.rmath as rmath
        pairs += [(getattr(math, name), getattr(rmath, name))
                  for name in ("dist", "prod", "comb", "perm", "lcm")]
        import rlib.rnamedtuple as rnt
        pairs += [(collections.namedtuple, rnt.namedtuple_at_run_time)]
        pairs += [(copy.copy, rcp.copy), (copy.deepcopy, rcp.deepcopy),
                  (functools.reduce, rft.reduce), (functools.cmp_to_key, rft.cmp_to_key)]
        pairs += [(getattr(collections, name), getattr(rc, name))
                  for name in ("deque", "defaultdict", "Counter", "OrderedDict")]
        pairs += [(getattr(itertools, name), getattr(ri, name))
                  for name in ("permutations", "combinations", "combinations_with_replacement",
                               "product", "accumulate", "chain", "islice", "zip_longest",
                               "repeat", "groupby", "count", "cycle", "takewhile",
                               "dropwhile", "pairwise")]
        pairs += [(functools.reduce, rft.reduce)]
        pairs += [(getattr(operator, name), getattr(rop, name))
                  for name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "neg",
                               "pos", "abs", "invert", "and_", "or_", "xor", "lshift", "rshift",
                               "eq", "ne", "lt", "le", "gt", "ge", "not_", "truth", "concat",
                               "contains", "getitem", "itemgetter", "attrgetter",
                               "methodcaller")]
        pairs += [(getattr(heapq, name), getattr(rh, name))
                  for name in ("heappush", "heappop", "heapreplace", "heappushpop",
                               "heapify", "nsmallest", "nlargest")]
        pairs += [(getattr(bisect, name), getattr(rbi, name))
                  for name in ("bisect_right", "bisect_left", "insort_right", "insort_left",
                               "bisect", "insort")]
        for original, replacement in pairs:
            _identity_substitutes[id(original)] = (original, replacement)
    found = _identity_substitutes.get(id(obj))
    if found is not None and found[0] is obj:
        return found[1]
    return None


# Functions decorated with functools.lru_cache or functools.cache: the closure
# rlib.rfunctools makes around the function they wrap (with its maxsize), one per
# decorated function, made on first use.
_cached_functions = {}


def _substitute_cached_function(obj):
    functools = sys.modules.get("functools")
    if functools is None or type(obj) is not getattr(functools, "_lru_cache_wrapper", None):
        return None
    made = _cached_functions.get(id(obj))
    if made is None:
        import rlib.rfunctools as rft
        maxsize = obj.cache_parameters()["maxsize"]
        made = (obj, rft.lru_cache_wrapper(obj.__wrapped__, maxsize))
        _cached_functions[id(obj)] = made
    return made[1]


def substitute(obj):
    # A class of the program with __next__ or __iter__: what builtins that read every
    # item, and `in`, call on its instances (rlib.riterators).
    if isinstance(obj, type) and ("__next__" in obj.__dict__ or "__iter__" in obj.__dict__):
        import rlib.riterators
        rlib.riterators.prepare(obj)
    # A class decorated with functools.total_ordering: the order methods it derived,
    # made for the class (rlib.rfunctools).
    if isinstance(obj, type) and "functools" in sys.modules:
        import rlib.rfunctools
        rlib.rfunctools.prepare_total_ordering(obj)
    # A dataclass: its generated methods replaced by translatable ones (rlib.rdataclasses).
    if isinstance(obj, type) and "__dataclass_fields__" in obj.__dict__:
        import rlib.rdataclasses
        rlib.rdataclasses.prepare(obj)
        return None
    # An Enum subclass: value, name, str() and repr() of its members (rlib.renum).
    enum_module = sys.modules.get("enum")
    if enum_module is not None and isinstance(obj, enum_module.EnumType):
        import rlib.renum
        rlib.renum.prepare(obj)
        return None
    # A named tuple class (collections.namedtuple, typing.NamedTuple, and classes deriving
    # from one) or a pre-built instance of one: a plain class (rlib.rnamedtuple).
    if isinstance(obj, tuple) or isinstance(obj, type) and issubclass(obj, tuple):
        import rlib.rnamedtuple as rnt
        if rnt.is_namedtuple_class(obj):
            return rnt.replacement(obj)
        if rnt.is_namedtuple_class(type(obj)):
            return rnt.replacement_instance(obj)
    replacement = _substitute_by_identity(obj)
    if replacement is not None:
        return replacement
    replacement = _substitute_cached_function(obj)
    if replacement is not None:
        return replacement
    rnd = sys.modules.get("random")
    if rnd is None or rnd is not _std_random:
        return None
    is_module = obj is rnd
    is_method = (isinstance(obj, (type(rnd.seed), type(rnd.random))) and
                 getattr(obj, "__self__", None) is rnd._inst)
    is_class = obj is rnd.Random
    is_instance = type(obj) is rnd.Random
    if not (is_module or is_method or is_class or is_instance):
        return None
    import rlib.rrandom as rr
    if is_class:
        return rr.Random
    if is_instance:
        copy = _random_copies.get(id(obj))
        if copy is None:
            copy = rr.Random(0)
            _copy_random_state(obj, copy)
            _random_copies[id(obj)] = (obj, copy)
            return copy
        return copy[1]
    if not _random_synced:
        _random_synced.append(True)
        if rnd.getstate() != _random_initial_state:
            _copy_random_state(rnd._inst, rr._inst)
            rr._inst_seeded = True
    if is_module:
        return rr
    replacement = getattr(rr, obj.__name__, None)
    if replacement is None or obj.__name__.startswith("_"):
        raise NotImplementedError("random.%s is not supported by rtfarm (rlib.rrandom)" % obj.__name__)
    return replacement


# Module globals that functions assign (`global x` then `x = ...`, or `del x`): found in
# the bytecode of every function whose globals are the module's (gc referrers: methods,
# functions kept only in tables), with nested code objects. Their run-time state is one
# instance of a class of its own per module, whose attributes are the globals bound now;
# a global unbound now or deleted somewhere also gets `_rtfarm_bound_NAME` (whether it is
# bound). None when no function assigns a global.
_module_states = {}
_missing = object()


def _redefined_below(cls, attr):
    for sub in type.__subclasses__(cls):
        if attr in sub.__dict__ or _redefined_below(sub, attr):
            return True
    return False


def _defined_above(cls, attr):
    for base in cls.__mro__[1:]:
        if base is not object and attr in base.__dict__:
            return True
    return False


def _class_attr_global(class_name, attr):
    # The length keeps names apart (A_b.c and A.b_c) and the prefix from the program's.
    return "_rtfarm_class_%d_%s_%s" % (len(class_name.encode()), class_name, attr)


def _code_objects(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, type(code)):
            yield from _code_objects(const)


# The globals `code` stores and deletes, and the class attributes it assigns: C.x = v
# (the class loaded just before STORE_ATTR) and C.x += v (LOAD_GLOBAL C, COPY 1,
# LOAD_ATTR x ... STORE_ATTR x). Reads the raw instructions (CPython 3.11's encoding:
# LOAD_GLOBAL's name is arg >> 1) rather than dis.get_instructions, which builds an
# Instruction with positions and labels per instruction: 28 times slower, a tenth of
# the whole translation of a function of 1000 `with` statements.
def _scan_global_stores(code, stored, deleted, class_attrs):
    import dis
    op_of = dis.opmap
    store_global, delete_global = op_of["STORE_GLOBAL"], op_of["DELETE_GLOBAL"]
    load_global, store_attr = op_of["LOAD_GLOBAL"], op_of["STORE_ATTR"]
    load_attr, copy, extended = op_of["LOAD_ATTR"], op_of["COPY"], op_of["EXTENDED_ARG"]
    have_argument, caches = dis.HAVE_ARGUMENT, dis._inline_cache_entries
    names, raw = code.co_names, code.co_code
    op1 = arg1 = op2 = arg2 = None  # the previous instruction, and the one before it
    extended_arg = 0
    i, end = 0, len(raw)
    while i < end:  # as dis._unpack_opargs, inline: CACHE entries skipped
        op = raw[i]
        if op >= have_argument:
            arg = raw[i + 1] | extended_arg
            extended_arg = (arg << 8) if op == extended else 0
        else:
            arg = None
            extended_arg = 0
        i += 2 + 2 * caches[op]
        if op == store_global:
            stored.add(names[arg])
        elif op == delete_global:
            deleted.add(names[arg])
        elif op == store_attr and op1 == load_global:
            class_attrs.add((names[arg1 >> 1], names[arg]))
        elif op == load_attr and op1 == copy and arg1 == 1 and op2 == load_global:
            class_attrs.add((names[arg2 >> 1], names[arg]))
        op2, arg2, op1, arg1 = op1, arg1, op, arg


def module_state(namespace, module_name):
    import gc
    import types
    found = _module_states.get(id(namespace))
    if found is not None and found[0] is namespace:
        return found[1]
    stored, deleted = set(), set()
    class_attrs = set()
    class_globals = {}
    for referrer in gc.get_referrers(namespace):
        if not isinstance(referrer, types.FunctionType) or referrer.__globals__ is not namespace:
            continue
        for code in _code_objects(referrer.__code__):
            _scan_global_stores(code, stored, deleted, class_attrs)
    # Class attributes assigned at run time: plain values in the dict of a class of this
    # module, kept as globals named _rtfarm_class_<len>_<Class>_<attr> (class_attr_global).
    for class_name, attr in class_attrs:
        cls = namespace.get(class_name)
        if not isinstance(cls, type) or cls.__module__ != module_name:
            continue
        value = cls.__dict__.get(attr, _missing)
        if value is _missing or isinstance(value, (types.FunctionType, property, staticmethod,
                                                   classmethod)):
            continue
        # A subclass defining the name again would be read through the base's global
        # (through an instance typed as the base): left a constant, so the assignment is
        # refused by the annotator.
        if _redefined_below(cls, attr):
            continue
        # Likewise one a base defines too: read through an instance typed as the base,
        # the attribute is the vtable's per-class constant, which the assignment would
        # not change.
        if _defined_above(cls, attr):
            continue
        class_globals[_class_attr_global(class_name, attr)] = (class_name, attr)
        stored.add(_class_attr_global(class_name, attr))
    names = sorted(stored | deleted)
    result = None
    if names:
        cls = type("module_globals", (object,),
                   {"__module__": module_name, "__qualname__": "<module globals>"})
        state = cls()
        flagged = []
        for name in names:
            if name in class_globals:
                cls_name, attr = class_globals[name]
                setattr(state, name, namespace[cls_name].__dict__[attr])
                continue
            if name in namespace:
                setattr(state, name, namespace[name])
            if name not in namespace or name in deleted:
                flagged.append(name)
                setattr(state, "_rtfarm_bound_" + name, name in namespace)
        result = (state, tuple(names), tuple(flagged))
    _module_states[id(namespace)] = (namespace, result)
    return result


# Functions made at run time by a function's MAKE_FUNCTION (lambdas, nested defs):
# one function object per code object, made here for the analysis (never run). A code
# object without free variables gives a plain function. One with free variables (a
# closure) gives a class of its own whose instances hold the closure's cells, one
# attribute per free variable, and whose method `rtfarm_call` is the code with a first
# parameter `_rtfarm_closure` (the instance) added: every local index of the bytecode
# moves up by one. A closure value is then a bound method, as RPython represents one.
# Names are unique per code object (qualified name, line, index among the enclosing
# code's constants when needed), so keys never depend on discovery order.
_nested = {}
_cells = {}
_NESTED_COMPREHENSIONS = ("<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>")


def _nested_qualname(outer, code):
    index = next(i for i, c in enumerate(outer.co_consts) if c is code)
    same = [c for c in outer.co_consts if isinstance(c, type(code)) and
            c.co_qualname == code.co_qualname and c.co_firstlineno == code.co_firstlineno]
    name = "%s@%d" % (code.co_qualname, code.co_firstlineno)
    return name if len(same) == 1 else "%s#%d" % (name, index)


def _with_closure_parameter(code):
    import dis
    indexed = set(dis.haslocal) | set(dis.hasfree)
    raw = bytearray(code.co_code)
    for i in range(0, len(raw), 2):
        if raw[i] in indexed:
            if raw[i + 1] >= 255 or (i >= 2 and raw[i - 2] == dis.opmap["EXTENDED_ARG"]):
                raise NotImplementedError("a closure with more than 254 local variables")
            raw[i + 1] += 1
    return code.replace(co_code=bytes(raw),
                        co_varnames=("_rtfarm_closure",) + code.co_varnames,
                        co_argcount=code.co_argcount + 1,
                        co_posonlyargcount=code.co_posonlyargcount + 1,
                        co_nlocals=code.co_nlocals + 1)


# A default value computed when the nested function is made (`lambda i=i: ...`): the
# closure instance holds it (attribute `_rtfarm_default_<k>`, k its index among the
# defaults) and a call omitting the argument reads it there. `defaults` is then the
# number of defaults instead of their tuple.
class _RtfarmComputedDefault:
    pass


def nested_function(outer, code, namespace, defaults):
    import types
    computed = isinstance(defaults, int)
    found = _nested.get((id(code), computed))
    if found is not None and found[0] is code:
        return found[1]
    module_name = namespace.get("__name__", "?")
    qualname = _nested_qualname(outer, code)
    if computed:
        defaults = tuple(_RtfarmComputedDefault() for _ in range(defaults))
    if not code.co_freevars and not computed:
        function = types.FunctionType(code, namespace, code.co_name, defaults)
        function.__qualname__ = qualname
        result = (function, None)
    else:
        cells = tuple(types.CellType() for _ in code.co_freevars)
        function = types.FunctionType(_with_closure_parameter(code), namespace, code.co_name,
                                      defaults, cells)
        cls = _closure_class(code.co_name, module_name, "<closure %s>" % qualname, function)
        result = (function, cls)
    _nested[(id(code), computed)] = (code, result)
    return result


# The class of a closure: `method` (the function's code with the closure parameter) is
# its `rtfarm_call`, named after the class.
def _closure_class(name, module_name, class_qualname, method):
    method.__qualname__ = class_qualname + ".rtfarm_call"
    method.__module__ = module_name
    return type(name, (object,), {"__module__": module_name, "__qualname__": class_qualname,
                                  "rtfarm_call": method})


# A function meeting closures in one variable (`f = double if c else lambda x: x + k`): a
# closure of no cells, the bound method `rtfarm_call` of a pre-built instance of a class
# of its own. The method forwards its parameters to the function itself, which keeps one
# graph: the annotator may have called the function directly before the set it was in
# met a closure, and those calls must land in the graph the closure calls, or the result
# would depend on the order blocks were annotated in. The function is a global of a
# module of its own (`rtfarm_functions_as_closures`), named after the function. A
# function taking **kwargs cannot be forwarded: its method is then its code with the
# closure parameter added.
_function_closures = {}
_CO_VARARGS = 0x04
_CO_VARKEYWORDS = 0x08


def _forwarding_method(function, qualname):
    import sys
    import types
    code = function.__code__
    module = sys.modules.get("rtfarm_functions_as_closures")
    if module is None:
        module = types.ModuleType("rtfarm_functions_as_closures")
        sys.modules[module.__name__] = module
    stem = "".join(c if c.isalnum() else "_" for c in function.__module__ + "." + qualname)
    holder = "_function_" + stem
    while module.__dict__.get(holder, function) is not function:
        holder += "_"
    module.__dict__[holder] = function
    names = code.co_varnames
    positional = list(names[:code.co_argcount])
    keyword_only = list(names[code.co_argcount:code.co_argcount + code.co_kwonlyargcount])
    star = names[code.co_argcount + code.co_kwonlyargcount] \
        if code.co_flags & _CO_VARARGS else None
    params = ["_rtfarm_closure"] + positional[:code.co_posonlyargcount]
    params += ["/"] + positional[code.co_posonlyargcount:]
    params += ["*" + star] if star else (["*"] if keyword_only else [])
    params += keyword_only
    args = positional + (["*" + star] if star else []) + ["%s=%s" % (k, k) for k in keyword_only]
    source = "def rtfarm_call(%s):\n    return %s(%s)\n" % (", ".join(params), holder,
                                                             ", ".join(args))
    space = {}
    exec(source, module.__dict__, space)
    method = space["rtfarm_call"]
    method.__defaults__ = function.__defaults__
    method.__kwdefaults__ = function.__kwdefaults__
    return method


def function_as_closure(function, qualname):
    import types
    code = function.__code__
    found = _function_closures.get((id(function), qualname))
    if found is not None and found[0] is function:
        return found[1]
    if code.co_freevars:
        raise NotImplementedError("a function with free variables")
    if code.co_flags & _CO_VARKEYWORDS:
        method = types.FunctionType(_with_closure_parameter(code), function.__globals__,
                                    code.co_name, function.__defaults__)
        method.__kwdefaults__ = function.__kwdefaults__
    else:
        method = _forwarding_method(function, qualname)
    module_name = function.__globals__.get("__name__", "?")
    cls = _closure_class(code.co_name, module_name, "<function %s>" % qualname, method)
    result = (method, cls())
    _function_closures[(id(function), qualname)] = (function, result)
    return result


# A builtin function meeting functions of the program in one variable (`{"max": max,
# "add": lambda a, b: a + b}`): a function of `arity` parameters calling it, in a module
# of its own, so that the set is one of functions. The builtin is that module's global
# `_builtin_<n>`, the very object the program named: the call annotates as the program's
# own call of it would.
_builtin_functions = {}


def builtin_as_function(builtin, arity):
    import builtins
    import sys
    import types
    if isinstance(builtin, str):  # a method of a builtin type by name: "str.title"
        owner, _, attr = builtin.partition(".")
        builtin = getattr(getattr(builtins, owner), attr)
    if arity < 0:  # the one function made for it (a pre-built value in a set of closures)
        made = [f for (b, f) in _builtin_functions.values() if b is builtin]
        if len(made) != 1:
            raise ValueError("%d functions made for %r" % (len(made), builtin))
        return made[0]
    found = _builtin_functions.get((id(builtin), arity))
    if found is not None and found[0] is builtin:
        return found[1]
    module = sys.modules.get("rtfarm_builtins_as_functions")
    if module is None:
        module = types.ModuleType("rtfarm_builtins_as_functions")
        sys.modules[module.__name__] = module
    # Names from the builtin itself, not from the order of the requests (annotation
    # threads make them in any order): "math_sqrt", "str_title", "max"; a second builtin
    # of the same name (cmath.sqrt after math.sqrt) gets a suffix.
    owner = getattr(builtin, "__module__", None) or getattr(
        getattr(builtin, "__objclass__", None), "__name__", "")
    qualname = getattr(builtin, "__qualname__", getattr(builtin, "__name__", "builtin"))
    if owner not in ("", "builtins") and not qualname.startswith(owner + "."):
        qualname = owner + "." + qualname
    stem = "".join(c if c.isalnum() else "_" for c in qualname)
    holder = "_builtin_" + stem
    while module.__dict__.get(holder, builtin) is not builtin:
        holder += "_"
    module.__dict__[holder] = builtin
    name = holder[len("_builtin_"):] + "_%d" % arity
    params = ", ".join("x%d" % i for i in range(arity))
    exec("def %s(%s):\n    return %s(%s)\n" % (name, params, holder, params), module.__dict__)
    function = module.__dict__[name]
    _builtin_functions[(id(builtin), arity)] = (builtin, function)
    return function


# The number of arguments a call of `builtin` must pass (its required positional
# parameters), or -1 when its signature is not known or takes *args or required keywords
# (max, min).
_getattr_defaults = {}


def getattr_default_function(name):
    import types
    found = _getattr_defaults.get(name)
    if found is not None:
        return found
    module = sys.modules.get("rtfarm_getattr_defaults")
    if module is None:
        module = types.ModuleType("rtfarm_getattr_defaults")
        sys.modules[module.__name__] = module
    # Named after the attribute, not after the order of the requests.
    holder = "getattr_" + "".join(c if c.isalnum() else "_" for c in name)
    while holder in module.__dict__:
        holder += "_"
    source = ("def %s(obj, default):\n"
              "    if hasattr(obj, %r):\n"
              "        return getattr(obj, %r)\n"
              "    return default\n" % (holder, name, name))
    exec(compile(source, "<getattr(x, %r, default)>" % name, "exec"), module.__dict__)
    made = module.__dict__[holder]
    made._annspecialcase_ = "specialize:call_location"
    _getattr_defaults[name] = made
    return made


def builtin_type_has_attr(type_name, name):
    import builtins
    return hasattr(getattr(builtins, type_name), name)


def builtin_arity(builtin):
    import builtins
    import inspect
    if isinstance(builtin, str):
        owner, _, attr = builtin.partition(".")
        builtin = getattr(getattr(builtins, owner), attr)
    try:
        signature = inspect.signature(builtin)
    except (TypeError, ValueError):
        return -1
    count = 0
    for p in signature.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            return -1
        if p.default is not p.empty:
            continue
        if p.kind == p.KEYWORD_ONLY:
            return -1
        count += 1
    return count


def cell_class(code, name, namespace):
    found = _cells.get((id(code), name))
    if found is not None and found[0] is code:
        return found[1]
    qualname = "<cell %s of %s@%d>" % (name, code.co_qualname, code.co_firstlineno)
    cls = type("cell", (object,), {"__module__": namespace.get("__name__", "?"),
                                   "__qualname__": qualname})
    _cells[(id(code), name)] = (code, cls)
    return cls


# The class of the generator objects a generator function makes (docs/generators.md): a
# heap frame holding the resume state and the variables live across each yield. The
# flow builder gives `_rtfarm_resume` the function's body transformed to resume where
# the last yield left it (passes/flow/generator.cc); `__next__` calls it and turns a
# StopIteration raised inside the body into RuntimeError (or is the resume graph itself
# when the body names neither next nor StopIteration); `_rtfarm_drain` lets builtins that
# read a whole iterable (list(), sum(), sorted()...) take a generator object, and
# `_rtfarm_any`/`_rtfarm_all` stop at the deciding item as any() and all() do. The
# generators of a method and of its overrides derive from one base class (whose methods
# run for no object), so that they meet in one variable as instances of that base.
_generators = {}


def _generator_iter(self):
    return self


def _generator_resume(self):
    raise StopIteration


def _generator_next(self):
    try:
        return self._rtfarm_resume()
    except StopIteration:
        # State -2: the body ended (a return, or its end); anything else: a StopIteration
        # raised inside the body, which CPython 3.11 turns into RuntimeError (PEP 479).
        if self._rtfarm_state != -2:
            raise RuntimeError("generator raised StopIteration")
        self._rtfarm_state = -1
        raise


def _generator_close(self):
    # generator.close(): GeneratorExit raised at the yield the generator is suspended at.
    # A state -3 - k resumes at resume point k's closing entry (passes/flow/generator.cc;
    # a point no handler covers has none: the dispatch then ends the generator at once).
    state = self._rtfarm_state
    if state <= 0:
        self._rtfarm_state = -1
        return
    self._rtfarm_state = -3 - state
    try:
        self.__next__()
    except GeneratorExit:
        return
    except StopIteration:
        return
    raise RuntimeError("generator ignored GeneratorExit")


def _generator_drop(self):
    # The generator object dropped while suspended (a for loop over it left by break,
    # return or an exception): CPython closes it from its deallocator, which reports what
    # close() raises as "Exception ignored" on stderr and goes on.
    if self._rtfarm_state > 0:
        try:
            self.close()
        except Exception:
            pass


def _generator_drain(self):
    items = []
    for item in self:
        items.append(item)
    return items


def _generator_any(self):
    for item in self:
        if item:
            return True
    return False


def _generator_all(self):
    for item in self:
        if not item:
            return False
    return True


def _generator_methods(class_qualname, module_name, namespace, leaky=False):
    import types
    methods = {}
    resume = (("__next__", _generator_next), ("_rtfarm_resume", _generator_resume)) if leaky \
        else (("__next__", _generator_resume),)
    for name, template in (("__iter__", _generator_iter),) + resume + (
                           ("_rtfarm_drain", _generator_drain), ("_rtfarm_any", _generator_any),
                           ("_rtfarm_all", _generator_all), ("close", _generator_close),
                           ("_rtfarm_drop", _generator_drop)):
        method = types.FunctionType(template.__code__, namespace, name)
        method.__qualname__ = class_qualname + "." + name
        method.__module__ = module_name
        methods[name] = method
    return methods


def _generator_root(function):
    """The topmost class defining, as a generator function, the method `function` is (of
    a class of the module): the generators of its overrides share a base class."""
    import inspect
    import sys
    parts = function.__qualname__.split(".")
    if len(parts) < 2 or "<locals>" in parts:
        return None
    owner = sys.modules.get(function.__module__)
    for part in parts[:-1]:
        owner = getattr(owner, part, None)
    if not isinstance(owner, type) or owner.__dict__.get(parts[-1]) is not function:
        return None
    root = None
    for klass in owner.__mro__:
        defined = klass.__dict__.get(parts[-1])
        if inspect.isfunction(defined) and inspect.isgeneratorfunction(defined):
            root = (klass, defined)
    return root


def _generator_base(function):
    root = _generator_root(function)
    if root is None:
        return object
    klass, defined = root
    found = _generator_bases.get(id(defined))
    if found is not None and found[0] is defined:
        return found[1]
    class_qualname = "<generators %s>" % defined.__qualname__
    methods = _generator_methods(class_qualname, defined.__module__, defined.__globals__)
    base = type("generators", (object,), dict(methods, __module__=defined.__module__,
                                              __qualname__=class_qualname))
    _generator_bases[id(defined)] = (defined, base)
    return base


_generator_bases = {}


def generator_class(function, variant):
    found = _generators.get((id(function), variant))
    if found is not None and found[0] is function:
        return found[1]
    module_name = function.__module__
    class_qualname = "<generator %s%s>" % (function.__qualname__, variant)
    # A body naming next or StopIteration may let a StopIteration out, which CPython 3.11
    # turns into RuntimeError (PEP 479): then __next__ is a wrapper checking for it around
    # the resume graph (_rtfarm_resume); otherwise __next__ is the resume graph itself,
    # which a for loop inlines whole.
    names = function.__code__.co_names
    leaky = "next" in names or "StopIteration" in names
    methods = _generator_methods(class_qualname, module_name, function.__globals__, leaky)
    resume = methods["_rtfarm_resume" if leaky else "__next__"]
    resume._rtfarm_generator_of = function
    cls = type("generator", (_generator_base(function),),
               dict(methods, __module__=module_name, __qualname__=class_qualname))
    result = (cls, resume)
    _generators[(id(function), variant)] = (function, result)
    return result


# Whether a for loop dropping a generator of `function` before its end must close it:
# some yield of its body is covered by a handler (try/finally, with, except), or sits
# in a for loop over a generator that needs it (the closing cascades). A generator that
# needs none is dropped as it is, at no cost (docs/generators.md).
_needs_close = {}


def generator_needs_close(function):
    return _generator_needs_close(function, set())


def _generator_needs_close(function, visiting):
    import dis
    import inspect
    code = function.__code__
    known = _needs_close.get(id(code))
    if known is not None and known[0] is code:
        return known[1]
    if id(code) in visiting:
        return False  # a recursion: needed only if something else in the cycle needs it
    visiting.add(id(code))
    instructions = list(dis.get_instructions(code))
    yields = [i.offset for i in instructions if i.opname == "YIELD_VALUE"]
    needed = any(_runs_code_on_exit(code, instructions, function.__globals__, y) for y in yields)
    if not needed and yields and any(i.opname in ("FOR_ITER", "SEND") for i in instructions):
        for name in code.co_names:
            value = function.__globals__.get(name)
            if inspect.isfunction(value) and inspect.isgeneratorfunction(value):
                needed = _generator_needs_close(value, visiting)
            elif value is None:
                needed = generator_method_needs_close(name, visiting)
            if needed:
                break
    visiting.discard(id(code))
    if needed or (not visiting and not _methods_visiting):
        _needs_close[id(code)] = (code, needed)
    return needed


def _runs_code_on_exit(code, instructions, namespace, offset):
    """Whether GeneratorExit raised at `offset` runs code of the function before leaving
    it: a handler covers it that is not a chain of `except C:` clauses naming subclasses
    of Exception only (those let it through, to the next handler out)."""
    import builtins
    import dis
    entries = dis._parse_exception_table(code)
    at = {ins.offset: k for k, ins in enumerate(instructions)}
    for _ in range(len(instructions)):
        # 3.11's entries do not overlap: the one covering the offset is the innermost.
        entry = next((e for e in entries if e.start <= offset < e.end), None)
        if entry is None:
            return False
        k = at[entry.target]
        names = [ins.opname for ins in instructions[k:k + 3]]
        if names == ["COPY", "POP_EXCEPT", "RERAISE"]:  # an except block's cleanup
            offset = instructions[k + 2].offset
            continue
        if names[:1] != ["PUSH_EXC_INFO"]:
            return True
        k += 1
        while True:
            classes = []
            while instructions[k].opname in ("LOAD_GLOBAL", "BUILD_TUPLE"):
                if instructions[k].opname == "LOAD_GLOBAL":
                    name = instructions[k].argval
                    classes.append(namespace[name] if name in namespace else
                                   getattr(builtins, name, None))
                k += 1
            if instructions[k].opname != "CHECK_EXC_MATCH" or not classes or \
                    instructions[k + 1].opname != "POP_JUMP_FORWARD_IF_FALSE" or \
                    not all(isinstance(c, type) and issubclass(c, Exception) for c in classes):
                return True
            k = at[instructions[k + 1].argval]
            if instructions[k].opname == "RERAISE":  # no clause matched: on outwards
                offset = instructions[k].offset
                break
    return True


def _every_class():
    # Every class of the interpreter, depth first from object through __subclasses__
    # (type.__subclasses__: a metaclass's own would need an instance).
    seen = set()
    stack = [object]
    while stack:
        cls = stack.pop()
        try:
            subclasses = type.__subclasses__(cls)
        except TypeError:
            subclasses = []
        for sub in subclasses:
            if id(sub) not in seen:
                seen.add(id(sub))
                stack.append(sub)
        yield cls


def _stdlib_dirs():
    import sysconfig
    return tuple(sorted({os.path.realpath(sysconfig.get_paths()[k]) + os.sep
                         for k in ("stdlib", "platstdlib")}))


def _outside_stdlib(path, stdlib):
    # A module file that is not the standard library's (site-packages count as outside):
    # builtin and frozen modules have none.
    return bool(path) and (not os.path.realpath(path).startswith(stdlib) or "-packages" in path)


def generator_method_needs_close(name, visiting=None):
    """Whether `x.name(...)` makes a generator that needs closing (generator_needs_close)
    whatever x is: some class of the program defines `name` as such a generator function,
    and nothing else does (no builtin type, no class outside the program, no method of
    the program that is not a generator function). Looked up once per name."""
    known = _method_needs_close.get(name)
    if known is not None:
        return known
    if name in _methods_visiting:
        return False  # a recursion, as in _generator_needs_close
    _methods_visiting.add(name)
    try:
        needed = _generator_method_needs_close(name, visiting or set())
    finally:
        _methods_visiting.discard(name)
    if needed or (not _methods_visiting and not visiting):
        _method_needs_close[name] = needed
    return needed


_method_needs_close = {}
_methods_visiting = set()


def _generator_method_needs_close(name, visiting):
    import inspect
    import io
    _substitute_by_identity(None)
    import rlib.rrandom  # noqa: F401
    for builtin in (object, int, float, complex, str, bytes, bytearray, list, tuple, dict, set,
                    frozenset, range, slice, memoryview, type, BaseException, io.TextIOWrapper,
                    io.BufferedReader, io.BufferedWriter, io.FileIO):
        if hasattr(builtin, name):
            return False
    stdlib = _stdlib_dirs()

    def of_program(module):
        return not module.__name__.startswith("rlib.") and _outside_stdlib(
            getattr(module, "__file__", None), stdlib)

    # The standard library's classes count where the program's modules name their module
    # (a translated program may use textwrap.TextWrapper, never threading.Thread).
    used = set()
    for module in list(sys.modules.values()):
        if module is None or not of_program(module):
            continue
        used.add(module.__name__)
        for value in list(vars(module).values()):
            used.add(value.__name__ if inspect.ismodule(value) else
                     getattr(value, "__module__", None))
    needed = False
    for cls in _every_class():
        attr = cls.__dict__.get(name)
        qualname = getattr(cls, "__qualname__", "")
        if attr is None or qualname.startswith("<generator") or qualname.startswith("<cell"):
            continue
        module = sys.modules.get(getattr(cls, "__module__", None))
        program = module is not None and of_program(module)
        if not program and not getattr(cls, "__module__", "").startswith("rlib.") and \
                getattr(cls, "__module__", None) not in used:
            continue
        if not program or not inspect.isfunction(attr) or not inspect.isgeneratorfunction(attr):
            return False
        needed = needed or _generator_needs_close(attr, visiting)
    return needed


# Builtins that read an iterable and keep no reference to it.
_CONSUMING_BUILTINS = frozenset(("next", "list", "tuple", "sum", "sorted", "min", "max", "set",
                                 "frozenset", "any", "all"))


def owned_generator_locals(function):
    """The locals of `function` that hold the only reference to what they hold: every
    read of one is next(x ...), x.close(), a builtin reading x (list(x), sum(x) ...) or a
    for loop over x or over enumerate(x). A generator object stored there is dropped when the local is
    rebound or deleted, or the function returns (CPython's refcounting closes it then)."""
    import dis
    code = function.__code__
    instructions = list(dis.get_instructions(code))
    owned = {}
    for k, ins in enumerate(instructions):
        if ins.opname not in ("LOAD_FAST", "STORE_FAST", "DELETE_FAST"):
            continue
        allowed = True
        if ins.opname == "LOAD_FAST":
            before = instructions[k - 1] if k > 0 else None
            after = instructions[k + 1] if k + 1 < len(instructions) else None
            consumed = before is not None and before.opname == "LOAD_GLOBAL" and \
                before.arg & 1 and before.argval in _CONSUMING_BUILTINS and \
                before.argval not in function.__globals__
            closed = after is not None and after.opname in ("LOAD_METHOD", "LOAD_ATTR") and \
                after.argval == "close"
            looped = after is not None and after.opname == "GET_ITER"
            # for ... in enumerate(x): the enumerate object goes with the loop.
            enumerated = before is not None and before.opname == "LOAD_GLOBAL" and \
                before.arg & 1 and before.argval == "enumerate" and \
                "enumerate" not in function.__globals__ and \
                [i.opname for i in instructions[k + 1:k + 4]] == ["PRECALL", "CALL", "GET_ITER"]
            allowed = consumed or closed or looped or enumerated
        owned[ins.argval] = owned.get(ins.argval, True) and allowed
    shared = set(code.co_cellvars) | set(code.co_freevars)
    return tuple(name for name in code.co_varnames if owned.get(name) and name not in shared)


def generator_of(method):
    return getattr(method, "_rtfarm_generator_of", None)


# Every file the program opens for reading (its modules' sources, data files read at
# import time): what a translation depends on besides rtfarm itself (files_read()).
_files_read = set()


def _audit(event, args):
    if event != "open" or not args:
        return
    path, mode = args[0], args[1] if len(args) > 1 else None
    flags = args[2] if len(args) > 2 else 0
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if not isinstance(path, str):
        return
    writing = (mode is not None and any(c in str(mode) for c in "wax+")) or (
        mode is None and isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR))
    if not writing:
        _files_read.add(os.path.abspath(path))


sys.addaudithook(_audit)


def files_read():
    return sorted(p for p in _files_read if os.path.isfile(p))


def program_special_methods():
    # The substitutes' modules (collections' deque is rlib's) are imported first, so
    # that the answer does not depend on whether a graph needing one was built yet.
    _substitute_by_identity(None)
    import rlib.rrandom  # noqa: F401
    stdlib = _stdlib_dirs()
    heap_type = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by a class statement
    names = set()
    for cls in _every_class():
        if not cls.__flags__ & heap_type:
            continue
        # rlib's r_uint and unrolling_iterable are an int and a tuple to the annotator:
        # their methods are the host's emulation, never called by a translated program.
        # rlib's other classes stand for builtin types (deque, defaultdict, files) whose
        # operators raise what the builtin's do (IndexError, KeyError), which the
        # operation's own links cover.
        # A named tuple is a plain class once translated (rlib.rnamedtuple).
        named_tuple = issubclass(cls, tuple) and isinstance(getattr(cls, "_fields", None), tuple)
        if not named_tuple and issubclass(cls, (int, float, str, bytes, tuple)) or \
                getattr(cls, "__module__", "").startswith("rlib."):
            continue
        module = sys.modules.get(getattr(cls, "__module__", None))
        # Builtin and frozen modules (no file) and the standard library's are not the
        # program's.
        if not _outside_stdlib(getattr(module, "__file__", None), stdlib):
            continue
        if named_tuple:
            import rlib.rnamedtuple as rnt
            names.update(rnt.SPECIAL_METHODS)
        names.update(n for n in vars(cls) if n.startswith("__") and n.endswith("__"))
        # A property's getter runs where its name is read: "property:<name>".
        names.update("property:" + n for n, v in vars(cls).items() if isinstance(v, property))
    return sorted(names)


def _is_tool_frame(filename):
    return filename.startswith("<") or filename.startswith(_importlib_dir)


def describe(exc, target):
    name = type(exc).__name__
    if isinstance(exc, SyntaxError) and exc.filename is not None:
        where = exc.filename
        if exc.lineno is not None:
            where += ":%d" % exc.lineno
        return "%s: %s: %s" % (where, name, exc.msg)
    try:
        text = str(exc)
    except Exception:
        text = "<unprintable %s>" % name
    what = "%s: %s" % (name, text) if text else name
    frames = []
    tb = exc.__traceback__
    while tb is not None:
        frames.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
        tb = tb.tb_next
    where = None
    if target:
        target = os.path.abspath(target)
        for filename, line in reversed(frames):
            if not filename.startswith("<") and os.path.abspath(filename) == target:
                where = (filename, line)
                break
    if where is None:
        for filename, line in reversed(frames):
            if not _is_tool_frame(filename):
                where = (filename, line)
                break
    if where is None:
        return what
    return "%s:%d: %s" % (where[0], where[1], what)
)PY";

std::string Utf8(PyObject* str) {
  Py_ssize_t size = 0;
  if (const char* data = PyUnicode_AsUTF8AndSize(str, &size)) return std::string(data, size);
  PyErr_Clear();
  // Lone surrogates: kept, encoded as their three UTF-8-style bytes.
  PyRef bytes(PyUnicode_AsEncodedString(str, "utf-8", "surrogatepass"));
  if (!bytes) {
    PyErr_Clear();
    return "";
  }
  return std::string(PyBytes_AS_STRING(bytes.get()), PyBytes_GET_SIZE(bytes.get()));
}

// The attribute as UTF-8 text; "" when absent or not a str.
std::string StrAttr(PyObject* object, const char* name) {
  PyRef value(PyObject_GetAttrString(object, name));
  if (!value) {
    PyErr_Clear();
    return "";
  }
  return PyUnicode_Check(value.get()) ? Utf8(value.get()) : "";
}

std::string BytesAttr(PyObject* object, const char* name) {
  PyRef value(PyObject_GetAttrString(object, name));
  if (!value || !PyBytes_Check(value.get())) {
    PyErr_Clear();
    return "";
  }
  return std::string(PyBytes_AS_STRING(value.get()), PyBytes_GET_SIZE(value.get()));
}

int IntAttr(PyObject* object, const char* name) {
  PyRef value(PyObject_GetAttrString(object, name));
  if (!value || !PyLong_Check(value.get())) {
    PyErr_Clear();
    return 0;
  }
  long result = PyLong_AsLong(value.get());
  if (result == -1 && PyErr_Occurred()) PyErr_Clear();
  return static_cast<int>(result);
}

std::vector<std::string> StrTupleAttr(PyObject* object, const char* name) {
  std::vector<std::string> result;
  PyRef value(PyObject_GetAttrString(object, name));
  if (!value || !PyTuple_Check(value.get())) {
    PyErr_Clear();
    return result;
  }
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(value.get()); ++i) {
    PyObject* item = PyTuple_GET_ITEM(value.get(), i);
    result.push_back(PyUnicode_Check(item) ? Utf8(item) : "");
  }
  return result;
}

std::string TypeName(PyObject* object) { return Py_TYPE(object)->tp_name; }

bool IsHeapType(PyTypeObject* type) { return (PyType_GetFlags(type) & Py_TPFLAGS_HEAPTYPE) != 0; }

// Keys and messages stay readable when a path grows long (deep structures).
std::string Abbreviate(const std::string& text) {
  if (text.size() <= 200) return text;
  return text.substr(0, 100) + "..." + text.substr(text.size() - 100);
}

// Decimal text of a Python int of any size. str() is limited to 4300 digits in 3.11;
// hexadecimal is not, so the conversion to decimal is done here.
std::string BigIntDecimal(PyObject* number) {
  PyRef hex(PyNumber_ToBase(number, 16));
  if (!hex) {
    PyErr_Clear();
    return "0";
  }
  std::string text = Utf8(hex.get());
  bool negative = !text.empty() && text[0] == '-';
  size_t pos = text.find('x');
  pos = pos == std::string::npos ? 0 : pos + 1;
  std::vector<uint32_t> limbs;  // base 1e9, least significant first
  for (; pos < text.size(); ++pos) {
    char c = text[pos];
    uint32_t digit = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    uint64_t carry = digit;
    for (uint32_t& limb : limbs) {
      uint64_t value = uint64_t{limb} * 16 + carry;
      limb = static_cast<uint32_t>(value % 1000000000u);
      carry = value / 1000000000u;
    }
    while (carry != 0) {
      limbs.push_back(static_cast<uint32_t>(carry % 1000000000u));
      carry /= 1000000000u;
    }
  }
  if (limbs.empty()) return "0";
  std::string result = negative ? "-" : "";
  result += std::to_string(limbs.back());
  for (size_t i = limbs.size() - 1; i-- > 0;) {
    std::string part = std::to_string(limbs[i]);
    result += std::string(9 - part.size(), '0') + part;
  }
  return result;
}

uint64_t FloatBits(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

constexpr uint64_t kCanonicalNan = 0x7ff8000000000000ull;

std::string FloatKey(double value) {
  if (std::isnan(value) && FloatBits(value) != kCanonicalNan) {
    char bits[32];
    std::snprintf(bits, sizeof bits, "0x%016llx",
                  static_cast<unsigned long long>(FloatBits(value)));
    return std::string("float:nan#") + bits;
  }
  return "float:" + FloatRepr(value);
}

std::string TupleKey(const std::vector<const HostObject*>& items) {
  std::string key = "tuple:(";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) key += ", ";
    key += items[i] != nullptr ? items[i]->key() : "<null>";
  }
  if (items.size() == 1) key += ",";
  return key + ")";
}

// C modules whose functions are the public modules' ones ("os.write", not "posix.write").
std::string PublicModuleName(const std::string& module) {
  static const std::map<std::string, std::string> kAliases = {
      {"posix", "os"},
      {"nt", "os"},
      {"_operator", "operator"},
      {"_io", "io"},
      {"_functools", "functools"},
      {"_collections", "collections"},
      {"_bisect", "bisect"},
      {"_heapq", "heapq"},
      {"_struct", "struct"},
  };
  auto it = kAliases.find(module);
  return it == kAliases.end() ? module : it->second;
}

bool IsClassNoise(const std::string& name) {
  return name == "__dict__" || name == "__weakref__" || name == "__module__" ||
         name == "__qualname__" || name == "__doc__";
}

}  // namespace

// ---------------------------------------------------------------------------------------

// Name lookups (globals, module attributes, builtins) are answered from C++ once made:
// RPython treats module-level names as constants after import, and the flow builder asks
// for the same names from many threads, which would otherwise queue on the GIL.
class LookupCache {
 public:
  template <typename Compute>
  const HostObject* Get(char kind, const HostObject* owner, const std::string& name,
                        Compute&& compute) {
    std::string key =
        std::string(1, kind) + std::to_string(reinterpret_cast<uintptr_t>(owner)) + ":" + name;
    {
      std::shared_lock lock(mutex_);
      auto it = entries_.find(key);
      if (it != entries_.end()) return it->second;
    }
    const HostObject* value = compute();
    std::unique_lock lock(mutex_);
    entries_.emplace(std::move(key), value);
    return value;
  }

 private:
  std::shared_mutex mutex_;
  std::unordered_map<std::string, const HostObject*> entries_;
};

class HostSpace::Impl {
 public:
  LookupCache lookups;
  std::mutex mu;
  // ProgramClassDefines: the special method names the program's classes define.
  std::once_flag special_methods_once;
  std::set<std::string> special_methods;
  // HasSubclasses: the answer per class mirror (asked at every annotation of a read).
  std::map<const HostObject*, bool> has_subclasses;
  // AssignedGlobals, by module (null: no function assigns one); under its own lock.
  std::mutex globals_mu;
  std::unordered_map<const HostObject*, std::unique_ptr<ModuleGlobals>> module_globals;
  // AssignedClassAttribute: the module of a class without functions in its dict.
  std::unordered_map<const HostObject*, const HostObject*> class_modules;

  // Everything made, for the life of the space.
  std::vector<std::unique_ptr<HostObject>> owned;
  // Every key handed out, so that no two objects share one.
  std::unordered_map<std::string, const HostObject*> by_key;

  // Interned values.
  const HostObject* none = nullptr;
  const HostObject* bools[2] = {nullptr, nullptr};
  const HostObject* ellipsis = nullptr;
  const HostObject* undefined = nullptr;
  std::unordered_map<int64_t, const HostObject*> ints;
  std::unordered_map<std::string, const HostObject*> big_ints;  // by decimal text
  std::unordered_map<uint64_t, const HostObject*> floats;       // by bit pattern
  std::unordered_map<std::string, const HostObject*> strs;      // by UTF-8
  std::unordered_map<std::string, const HostObject*> bytes;     // by raw content
  std::map<std::vector<const HostObject*>, const HostObject*> tuples;

  // Live objects already mirrored; each key holds a strong reference.
  std::unordered_map<PyObject*, const HostObject*> by_ptr;
  // Modules (and stand-in modules for foreign globals dicts) back to Python.
  std::unordered_map<const HostObject*, PyObject*> to_py;
  // Function mirrors -> their live functions (GeneratorClass, GeneratorOf); kept apart
  // from to_py, which decides what converts back to a Python value.
  std::unordered_map<const HostObject*, PyObject*> live_functions;
  std::unordered_map<PyObject*, const HostObject*> globals_modules;  // strong references
  // Module globals by their first name (MirrorGlobals): such an object is keyed by its
  // name whatever path first reached it. Each holds a strong reference.
  std::unordered_map<PyObject*, std::pair<PyRef, std::string>> global_paths;

  // Tuples being mirrored: a tuple met again through its own items (via a list, say)
  // cannot be interned by value, so it gets an identity mirror made on demand.
  struct PendingTuple {
    std::string path;
    HostObject* object = nullptr;
  };
  std::unordered_map<PyObject*, PendingTuple> pending_tuples;
  int depth = 0;
  // Instances met deeper than kDeferDepth whose attributes are mirrored later, in order,
  // by the outermost Mirror call: a linked structure of any length is then mirrored in
  // a loop instead of one C++ frame per link (each instance is bound before its
  // attributes are read, so the cycles and sharing of the graph are kept).
  struct DeferredInstance {
    HostObject* mirror;
    PyRef dict;
    int level;  // its depth in the object graph
  };
  int base_depth = 0;  // the depth of the deferred instance being drained
  std::deque<DeferredInstance> deferred_instances;
  bool draining = false;
  // The next "@N" suffix to try for a preferred key (UniqueKey): a long chain of
  // instances reached through abbreviated paths shares one preferred key.
  std::unordered_map<std::string, int> next_suffix;

  // Undo log of the running operation.
  bool in_operation = false;
  std::vector<PyObject*> log_ptrs;
  std::vector<PyObject*> log_globals;
  std::vector<std::string> log_keys;
  std::vector<std::vector<const HostObject*>> log_tuples;

  PyObject* helpers = nullptr;   // dict of the helper functions
  PyObject* builtins = nullptr;  // the builtins module

  // --- bookkeeping --------------------------------------------------------------------

  std::string UniqueKey(const std::string& preferred, const std::string& fallback = "") {
    if (!by_key.count(preferred)) return preferred;
    if (!fallback.empty() && !by_key.count(fallback)) return fallback;
    int& next = next_suffix.try_emplace(preferred, 2).first->second;
    for (;; ++next) {
      std::string candidate = preferred + "@" + std::to_string(next);
      if (!by_key.count(candidate)) return candidate;
    }
  }

  // `key` must come from UniqueKey. Values (scalars) are never undone: they are complete
  // the moment they are made.
  HostObject* NewObject(HostKind kind, const std::string& key, bool value = false) {
    owned.push_back(HostBuilder::Make(kind, key));
    HostObject* object = owned.back().get();
    by_key.emplace(key, object);
    if (!value && in_operation) log_keys.push_back(key);
    return object;
  }

  void Bind(PyObject* py, const HostObject* object) {
    Py_INCREF(py);
    by_ptr.emplace(py, object);
    log_ptrs.push_back(py);
  }

  void Commit() {
    log_ptrs.clear();
    log_globals.clear();
    log_keys.clear();
    log_tuples.clear();
    in_operation = false;
  }

  void Rollback() {
    for (PyObject* py : log_ptrs) {
      auto it = by_ptr.find(py);
      if (it == by_ptr.end()) continue;
      to_py.erase(it->second);
      by_ptr.erase(it);
      Py_DECREF(py);
    }
    for (PyObject* globals : log_globals) {
      auto it = globals_modules.find(globals);
      if (it == globals_modules.end()) continue;
      to_py.erase(it->second);
      globals_modules.erase(it);
      Py_DECREF(globals);
    }
    for (const std::string& key : log_keys) by_key.erase(key);
    for (const auto& items : log_tuples) tuples.erase(items);
    for (auto& [py, pending] : pending_tuples) Py_DECREF(py);
    pending_tuples.clear();
    depth = 0;
    Commit();
  }

  // Runs one Python-touching operation: mutex, then GIL; undone if it throws.
  template <typename F>
  auto Operation(F body) {
    std::lock_guard<std::mutex> lock(mu);
    GilHold gil;
    in_operation = true;
    try {
      auto result = body();
      Commit();
      return result;
    } catch (...) {
      Rollback();
      throw;
    }
  }

  // --- errors -------------------------------------------------------------------------

  // Turns the pending Python exception into a HostError ("FILE:LINE: Type: message").
  [[noreturn]] void ThrowPythonError(const std::string& target_file, const std::string& prefix) {
    PyObject *type = nullptr, *value = nullptr, *traceback = nullptr;
    PyErr_Fetch(&type, &value, &traceback);
    if (type == nullptr) throw HostError(prefix + "unknown Python error");
    PyErr_NormalizeException(&type, &value, &traceback);
    PyRef type_ref(type), value_ref(value), traceback_ref(traceback);
    if (value != nullptr && traceback != nullptr) PyException_SetTraceback(value, traceback);
    std::string message;
    PyObject* describe = PyDict_GetItemString(helpers, "describe");  // borrowed
    PyRef target = target_file.empty() ? PyRef::Borrow(Py_None)
                                       : PyRef(PyUnicode_FromString(target_file.c_str()));
    PyRef text(describe != nullptr && value != nullptr && target
                   ? PyObject_CallFunctionObjArgs(describe, value, target.get(), nullptr)
                   : nullptr);
    if (text && PyUnicode_Check(text.get())) {
      message = Utf8(text.get());
    } else {
      PyErr_Clear();
      message = reinterpret_cast<PyTypeObject*>(type)->tp_name;
      if (value != nullptr) {
        PyRef str(PyObject_Str(value));
        if (str) message += ": " + Utf8(str.get());
        PyErr_Clear();
      }
    }
    throw HostError(prefix + message);
  }

  [[noreturn]] void FailPython(const std::string& where) {
    ThrowPythonError("", "while mirroring " + Abbreviate(where) + ": ");
  }

  // --- interning (mutex held, no Python) ----------------------------------------------

  const HostObject* InternNone() {
    if (none == nullptr) none = NewObject(HostKind::kNone, UniqueKey("None"), true);
    return none;
  }

  const HostObject* InternBool(bool value) {
    const HostObject*& slot = bools[value ? 1 : 0];
    if (slot == nullptr) {
      HostObject* object =
          NewObject(HostKind::kBool, UniqueKey(value ? "bool:True" : "bool:False"), true);
      HostBuilder::SetBool(object, value);
      HostBuilder::SetInt(object, value ? 1 : 0);
      slot = object;
    }
    return slot;
  }

  const HostObject* InternUndefined() {
    if (undefined == nullptr) {
      HostObject* object = NewObject(HostKind::kOpaque, UniqueKey(kUndefinedLocalKey), true);
      HostBuilder::SetText(object, "undefined");
      undefined = object;
    }
    return undefined;
  }

  const HostObject* InternEllipsis() {
    if (ellipsis == nullptr) {
      HostObject* object = NewObject(HostKind::kEllipsis, UniqueKey("Ellipsis"), true);
      HostBuilder::SetText(object, "Ellipsis");
      ellipsis = object;
    }
    return ellipsis;
  }

  const HostObject* InternInt(int64_t value) {
    auto it = ints.find(value);
    if (it != ints.end()) return it->second;
    HostObject* object = NewObject(HostKind::kInt, UniqueKey("int:" + std::to_string(value)), true);
    HostBuilder::SetInt(object, value);
    ints.emplace(value, object);
    return object;
  }

  const HostObject* InternBigInt(const std::string& decimal) {
    auto it = big_ints.find(decimal);
    if (it != big_ints.end()) return it->second;
    HostObject* object = NewObject(HostKind::kBigInt, UniqueKey("int:" + decimal), true);
    HostBuilder::SetText(object, decimal);
    big_ints.emplace(decimal, object);
    return object;
  }

  const HostObject* InternFloat(double value) {
    uint64_t bits = FloatBits(value);
    auto it = floats.find(bits);
    if (it != floats.end()) return it->second;
    HostObject* object = NewObject(HostKind::kFloat, UniqueKey(FloatKey(value)), true);
    HostBuilder::SetFloat(object, value);
    floats.emplace(bits, object);
    return object;
  }

  const HostObject* InternStr(const std::string& utf8) {
    auto it = strs.find(utf8);
    if (it != strs.end()) return it->second;
    HostObject* object = NewObject(HostKind::kStr, UniqueKey("str:" + StrRepr(utf8)), true);
    HostBuilder::SetText(object, utf8);
    strs.emplace(utf8, object);
    return object;
  }

  const HostObject* InternBytes(const std::string& raw) {
    auto it = bytes.find(raw);
    if (it != bytes.end()) return it->second;
    HostObject* object = NewObject(HostKind::kBytes, UniqueKey("bytes:" + BytesRepr(raw)), true);
    HostBuilder::SetText(object, raw);
    bytes.emplace(raw, object);
    return object;
  }

  const HostObject* InternTuple(const std::vector<const HostObject*>& items) {
    auto it = tuples.find(items);
    if (it != tuples.end()) return it->second;
    HostObject* object = NewObject(HostKind::kTuple, UniqueKey(TupleKey(items)), !in_operation);
    HostBuilder::SetItems(object, items);
    tuples.emplace(items, object);
    if (in_operation) log_tuples.push_back(items);
    return object;
  }

  // --- mirroring (mutex and GIL held) -------------------------------------------------

  class DepthGuard {
   public:
    DepthGuard(Impl* impl, const std::string& where) : impl_(impl) {
      if (++impl_->depth > kMaxDepth || impl_->base_depth + impl_->depth > kMaxChainDepth) {
        --impl_->depth;
        throw HostError("object graph too deep at " + Abbreviate(where));
      }
    }
    ~DepthGuard() { --impl_->depth; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;

   private:
    Impl* impl_;
  };

  // Python functions of the standard library that have rlib counterparts: os.path.exists
  // and its kin in genericpath (rlib.rfile's), os.path.join and its kin (rlib.rpath's),
  // heapq.nsmallest and nlargest (rlib.rheapq's), copy.copy and copy.deepcopy
  // (rlib.rcopy's), collections.namedtuple (a refusal when called at run time,
  // rlib.rnamedtuple's), the functions of statistics, re, tempfile, json and textwrap
  // (refusals naming the call, rlib.runsupported's).
  static bool IsSubstitutedPythonFunction(PyObject* object) {
    if (!PyFunction_Check(object)) return false;
    PyObject* module = PyFunction_GET_MODULE(object);
    if (module == nullptr || !PyUnicode_Check(module)) return false;
    return PyUnicode_CompareWithASCIIString(module, "genericpath") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "posixpath") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "heapq") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "copy") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "collections") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "statistics") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "re") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "tempfile") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "json") == 0 ||
           PyUnicode_CompareWithASCIIString(module, "textwrap") == 0;
  }

  // The rlib counterpart of a standard-library object translated by another module (the
  // host helper `substitute`: `random` is rlib.rrandom), as a new reference; null when
  // there is none.
  PyObject* Substitute(PyObject* object) {
    // sys.stdout and the other streams are instances of _io's static types; functions
    // decorated with functools.lru_cache are rlib.rfunctools' cached functions.
    if (!(PyModule_Check(object) || PyMethod_Check(object) || PyCFunction_Check(object) ||
          IsSubstitutedPythonFunction(object) || PyType_Check(object) ||
          IsHeapType(Py_TYPE(object)) || std::strncmp(Py_TYPE(object)->tp_name, "_io.", 4) == 0 ||
          std::strcmp(Py_TYPE(object)->tp_name, "functools._lru_cache_wrapper") == 0))
      return nullptr;
    PyObject* result = PyObject_CallOneArg(Helper("substitute"), object);
    if (result == nullptr) ThrowPythonError("", "substituting " + TypeName(object) + ": ");
    if (result == Py_None) {
      Py_DECREF(result);
      return nullptr;
    }
    return result;
  }

  // `path` is how the object was reached ("mod.TABLE[3]"); it becomes the key of objects
  // that have no name of their own.
  const HostObject* Mirror(PyObject* object, const std::string& found_path) {
    if (depth > 0 || draining) return MirrorNested(object, found_path);
    const HostObject* result = MirrorNested(object, found_path);
    draining = true;
    struct Done {  // also when a deferred instance fails: the next call starts afresh
      Impl* impl;
      ~Done() {
        impl->draining = false;
        impl->base_depth = 0;
        impl->deferred_instances.clear();
      }
    } done{this};
    while (!deferred_instances.empty()) {
      DeferredInstance next = std::move(deferred_instances.front());
      deferred_instances.pop_front();
      base_depth = next.level;
      HostBuilder::SetAttrs(next.mirror, MirrorAttrs(next.dict.get(), next.mirror->key(), false));
    }
    base_depth = 0;
    return result;
  }

  const HostObject* MirrorNested(PyObject* object, const std::string& found_path) {
    if (object == Py_None) return InternNone();
    if (PyBool_Check(object)) return InternBool(object == Py_True);
    if (PyLong_CheckExact(object)) return MirrorInt(object);
    if (PyFloat_CheckExact(object)) return InternFloat(PyFloat_AS_DOUBLE(object));
    if (PyUnicode_CheckExact(object)) return InternStr(Utf8(object));
    if (PyBytes_CheckExact(object)) {
      return InternBytes(std::string(PyBytes_AS_STRING(object), PyBytes_GET_SIZE(object)));
    }
    if (object == Py_Ellipsis) return InternEllipsis();
    if (PyObject* replacement = Substitute(object)) {
      PyRef keep(replacement);
      return Mirror(replacement, found_path);
    }
    auto known = by_ptr.find(object);
    if (known != by_ptr.end()) return known->second;
    auto global = global_paths.find(object);
    const std::string& path = global == global_paths.end() ? found_path : global->second.second;

    DepthGuard guard(this, path.empty() ? TypeName(object) : path);
    if (PyTuple_CheckExact(object)) return MirrorTuple(object, path);
    PyTypeObject* type = Py_TYPE(object);
    bool heap_instance = IsHeapType(type) && !PyType_Check(object);
    if (!heap_instance) {
      if (PyList_Check(object)) return MirrorList(object, path);
      if (PyDict_Check(object)) return MirrorDict(object, path);
      if (PyAnySet_Check(object)) return MirrorSet(object, path);
    }
    if (PyRange_Check(object)) return MirrorRange(object, path);
    if (PyCode_Check(object)) return MirrorCode(object, path);
    if (PyFunction_Check(object)) return MirrorFunction(object, path);
    if (PyType_Check(object)) return MirrorClass(object, path);
    if (PyModule_Check(object)) return MirrorModule(object);
    if (PyObject_TypeCheck(object, &PyStaticMethod_Type)) {
      return MirrorWrapper(object, HostKind::kStaticMethod, path);
    }
    if (PyObject_TypeCheck(object, &PyClassMethod_Type)) {
      return MirrorWrapper(object, HostKind::kClassMethod, path);
    }
    if (Py_IS_TYPE(object, &PyProperty_Type)) return MirrorProperty(object, path);
    if (const HostObject* builtin = MirrorBuiltin(object, path)) return builtin;
    if (heap_instance) {
      if (const HostObject* instance = MirrorInstance(object, path)) return instance;
    }
    return MirrorOpaque(object, path);
  }

  const HostObject* MirrorInt(PyObject* object) {
    int overflow = 0;
    long long value = PyLong_AsLongLongAndOverflow(object, &overflow);
    if (overflow == 0 && !(value == -1 && PyErr_Occurred())) return InternInt(value);
    PyErr_Clear();
    return InternBigInt(BigIntDecimal(object));
  }

  std::vector<const HostObject*> MirrorItems(PyObject* sequence, const std::string& prefix) {
    PyRef snapshot(PySequence_Tuple(sequence));
    if (!snapshot) FailPython(prefix);
    std::vector<const HostObject*> items;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(snapshot.get()); ++i) {
      items.push_back(
          Mirror(PyTuple_GET_ITEM(snapshot.get(), i), prefix + "[" + std::to_string(i) + "]"));
    }
    return items;
  }

  const HostObject* MirrorTuple(PyObject* object, const std::string& path) {
    auto pending = pending_tuples.find(object);
    if (pending != pending_tuples.end()) {  // met again through its own items
      if (pending->second.object == nullptr) {
        const std::string& where = pending->second.path;
        pending->second.object = NewObject(
            HostKind::kTuple, UniqueKey(where.empty() ? "tuple@" + TypeName(object) : where));
      }
      return pending->second.object;
    }
    Py_INCREF(object);
    pending_tuples.emplace(object, PendingTuple{path, nullptr});
    std::vector<const HostObject*> items = MirrorItems(object, path);
    auto node = pending_tuples.extract(object);
    Py_DECREF(object);
    if (HostObject* cyclic = node.mapped().object) {
      HostBuilder::SetItems(cyclic, std::move(items));
      Bind(object, cyclic);
      return cyclic;
    }
    const HostObject* interned = InternTuple(items);
    Bind(object, interned);
    return interned;
  }

  // A range: its start, stop and step (a range with bounds beyond 64 bits stays opaque).
  const HostObject* MirrorRange(PyObject* object, const std::string& path) {
    std::vector<const HostObject*> bounds;
    for (const char* name : {"start", "stop", "step"}) {
      PyRef value(PyObject_GetAttrString(object, name));
      if (!value) FailPython(path);
      bounds.push_back(MirrorInt(value.get()));
      if (bounds.back()->kind() != HostKind::kInt) return MirrorOpaque(object, path);
    }
    HostObject* mirror = NewObject(HostKind::kRange, UniqueKey(path.empty() ? "range" : path));
    Bind(object, mirror);
    HostBuilder::SetItems(mirror, std::move(bounds));
    return mirror;
  }

  const HostObject* MirrorList(PyObject* object, const std::string& path) {
    HostObject* mirror = NewObject(HostKind::kList, UniqueKey(path.empty() ? "list" : path));
    Bind(object, mirror);
    HostBuilder::SetItems(mirror, MirrorItems(object, mirror->key()));
    return mirror;
  }

  const HostObject* MirrorDict(PyObject* object, const std::string& path) {
    HostObject* mirror = NewObject(HostKind::kDict, UniqueKey(path.empty() ? "dict" : path));
    Bind(object, mirror);
    const std::string& key = mirror->key();
    PyRef entries(PyDict_Items(object));
    if (!entries) FailPython(key);
    std::vector<const HostObject*> items;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries.get()); ++i) {
      PyObject* entry = PyList_GET_ITEM(entries.get(), i);
      const HostObject* k =
          Mirror(PyTuple_GET_ITEM(entry, 0), key + ".keys()[" + std::to_string(i) + "]");
      const HostObject* v = Mirror(PyTuple_GET_ITEM(entry, 1), key + "[" + SubscriptText(k) + "]");
      items.push_back(k);
      items.push_back(v);
    }
    HostBuilder::SetItems(mirror, std::move(items));
    return mirror;
  }

  static std::string SubscriptText(const HostObject* key) {
    switch (key->kind()) {
      case HostKind::kNone:
      case HostKind::kBool:
      case HostKind::kInt:
      case HostKind::kBigInt:
      case HostKind::kFloat:
      case HostKind::kStr:
      case HostKind::kBytes:
      case HostKind::kTuple:
        return HostSpace::Repr(key);
      default:
        return key->key();
    }
  }

  // Whether a set element's hash, and so its slot, is the program's own under
  // PYTHONHASHSEED=0 (the embedded interpreter's setting): not an object hashed by its
  // address.
  static bool HashIsReproducible(PyObject* item) {
    if (PyLong_CheckExact(item) || PyFloat_CheckExact(item) || PyUnicode_CheckExact(item) ||
        PyBool_Check(item) || item == Py_None)
      return true;
    if (PyTuple_CheckExact(item) || PyFrozenSet_CheckExact(item)) {
      PyRef iterator(PyObject_GetIter(item));
      if (!iterator) {
        PyErr_Clear();
        return false;
      }
      for (;;) {
        PyRef each(PyIter_Next(iterator.get()));
        if (!each) break;
        if (!HashIsReproducible(each.get())) return false;
      }
      PyErr_Clear();
      return true;
    }
    return false;
  }

  // A set or frozenset: its items in the order of CPython's table with their slots (and
  // the deleted slots), so that the translated program starts from the same table and
  // iterates, pops and grows as CPython does. Sets of objects hashed by address keep
  // their items in key order.
  const HostObject* MirrorSet(PyObject* object, const std::string& path) {
    HostObject* mirror = NewObject(HostKind::kSet, UniqueKey(path.empty() ? "set" : path));
    Bind(object, mirror);
    const std::string& key = mirror->key();
    HostBuilder::SetBool(mirror, PyFrozenSet_Check(object));
    auto* set = reinterpret_cast<PySetObject*>(object);
    bool reproducible = true;
    for (Py_ssize_t i = 0; i <= set->mask; ++i) {
      PyObject* item = set->table[i].key;
      if (item != nullptr && item != _PySet_Dummy && !HashIsReproducible(item))
        reproducible = false;
    }
    std::vector<std::pair<PyObject*, int64_t>> entries, dummies;
    for (Py_ssize_t i = 0; i <= set->mask; ++i) {
      PyObject* item = set->table[i].key;
      if (item == nullptr) continue;
      (item == _PySet_Dummy ? dummies : entries).emplace_back(item, i);
    }
    std::vector<const HostObject*> items;
    std::vector<int64_t> slots = {static_cast<int64_t>(set->finger)};
    for (size_t i = 0; i < entries.size(); ++i) {
      items.push_back(Mirror(entries[i].first, key + "{" + std::to_string(i) + "}"));
      slots.push_back(entries[i].second);
    }
    if (reproducible) {
      for (const auto& [dummy, slot] : dummies) slots.push_back(slot);
      HostBuilder::SetInt(mirror, static_cast<int64_t>(set->mask) + 1);
      HostBuilder::SetSlots(mirror, std::move(slots));
    } else {
      std::sort(items.begin(), items.end(),
                [](const HostObject* a, const HostObject* b) { return a->key() < b->key(); });
    }
    HostBuilder::SetItems(mirror, std::move(items));
    return mirror;
  }

  const HostObject* MirrorCode(PyObject* object, const std::string& path) {
    auto info = std::make_unique<CodeInfo>();
    info->name = StrAttr(object, "co_name");
    info->qualname = StrAttr(object, "co_qualname");
    info->filename = StrAttr(object, "co_filename");
    info->firstlineno = IntAttr(object, "co_firstlineno");
    std::string preferred = path.empty()
                                ? "code:" + info->filename + ":" +
                                      std::to_string(info->firstlineno) + ":" + info->qualname
                                : path;
    HostObject* mirror = NewObject(HostKind::kCode, UniqueKey(preferred));
    Bind(object, mirror);
    to_py.emplace(mirror, object);  // back to Python for MakeNestedFunction
    const std::string& key = mirror->key();
    HostBuilder::SetText(mirror, info->name);
    HostBuilder::SetQualname(mirror, info->qualname);
    info->argcount = IntAttr(object, "co_argcount");
    info->posonlyargcount = IntAttr(object, "co_posonlyargcount");
    info->kwonlyargcount = IntAttr(object, "co_kwonlyargcount");
    info->flags = IntAttr(object, "co_flags");
    info->stacksize = IntAttr(object, "co_stacksize");
    info->code = BytesAttr(object, "co_code");  // deoptimised copy of the bytecode
    info->exceptiontable = BytesAttr(object, "co_exceptiontable");
    info->linetable = BytesAttr(object, "co_linetable");
    info->names = StrTupleAttr(object, "co_names");
    info->varnames = StrTupleAttr(object, "co_varnames");
    info->cellvars = StrTupleAttr(object, "co_cellvars");
    info->freevars = StrTupleAttr(object, "co_freevars");
    PyRef consts(PyObject_GetAttrString(object, "co_consts"));
    if (!consts) FailPython(key);
    if (PyTuple_Check(consts.get())) {
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(consts.get()); ++i) {
        PyObject* constant = PyTuple_GET_ITEM(consts.get(), i);
        // Nested code objects are named by their own location.
        std::string where =
            PyCode_Check(constant) ? "" : key + ".co_consts[" + std::to_string(i) + "]";
        info->consts.push_back(Mirror(constant, where));
      }
    }
    HostBuilder::SetCode(mirror, std::move(info));
    return mirror;
  }

  // The module whose dict is `globals`, or a stand-in module when the dict belongs to no
  // module (code exec'd in a dict of its own).
  const HostObject* MirrorGlobals(PyObject* globals) {
    std::string name = "?";
    PyObject* name_object = PyDict_GetItemString(globals, "__name__");  // borrowed
    if (name_object != nullptr && PyUnicode_Check(name_object)) {
      name = Utf8(name_object);
      PyObject* module = PyDict_GetItemWithError(PyImport_GetModuleDict(), name_object);
      if (module != nullptr && PyModule_Check(module) && PyModule_GetDict(module) == globals) {
        return Mirror(module, "");
      }
      PyErr_Clear();
    }
    auto it = globals_modules.find(globals);
    if (it != globals_modules.end()) return it->second;
    HostObject* mirror = NewObject(HostKind::kModule, UniqueKey("module:" + name));
    HostBuilder::SetText(mirror, name);
    HostBuilder::SetModuleName(mirror, name);
    Py_INCREF(globals);
    globals_modules.emplace(globals, mirror);
    to_py.emplace(mirror, globals);
    log_globals.push_back(globals);
    return mirror;
  }

  std::vector<std::pair<std::string, const HostObject*>> MirrorAttrs(PyObject* dict,
                                                                     const std::string& prefix,
                                                                     bool skip_class_noise) {
    std::vector<std::pair<std::string, const HostObject*>> attrs;
    PyRef entries(PyDict_Items(dict));
    if (!entries) FailPython(prefix);
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries.get()); ++i) {
      PyObject* entry = PyList_GET_ITEM(entries.get(), i);
      PyObject* name_object = PyTuple_GET_ITEM(entry, 0);
      if (!PyUnicode_Check(name_object)) continue;
      std::string name = Utf8(name_object);
      if (skip_class_noise && IsClassNoise(name)) continue;
      // __slots__ makes one member descriptor per slot: the instance's attributes, which
      // the annotator finds from the stores, not class attributes.
      if (skip_class_noise &&
          (name == "__slots__" || Py_IS_TYPE(PyTuple_GET_ITEM(entry, 1), &PyMemberDescr_Type)))
        continue;
      attrs.emplace_back(name, Mirror(PyTuple_GET_ITEM(entry, 1), prefix + "." + name));
    }
    return attrs;
  }

  const HostObject* MirrorFunction(PyObject* object, const std::string& path) {
    PyObject* globals = PyFunction_GetGlobals(object);  // borrowed, as all below
    PyObject* module_object = PyFunction_GetModule(object);
    std::string module_name =
        module_object != nullptr && PyUnicode_Check(module_object) ? Utf8(module_object) : "";
    std::string qualname = StrAttr(object, "__qualname__");
    std::string owner = module_name;
    if (owner.empty() && globals != nullptr) {
      PyObject* name = PyDict_GetItemString(globals, "__name__");
      if (name != nullptr && PyUnicode_Check(name)) owner = Utf8(name);
    }
    HostObject* mirror = NewObject(HostKind::kFunction,
                                   UniqueKey((owner.empty() ? "?" : owner) + "." + qualname, path));
    Bind(object, mirror);
    live_functions.emplace(mirror, object);
    const std::string& key = mirror->key();
    HostBuilder::SetText(mirror, StrAttr(object, "__name__"));
    HostBuilder::SetQualname(mirror, qualname);
    HostBuilder::SetModuleName(mirror, module_name);
    if (globals != nullptr && PyDict_Check(globals)) {
      HostBuilder::SetModule(mirror, MirrorGlobals(globals));
    }
    PyObject* code = PyFunction_GetCode(object);
    if (code != nullptr && PyCode_Check(code)) {
      const HostObject* code_mirror = Mirror(code, key + "#code");
      HostBuilder::SetCodeObject(mirror, code_mirror);
      if (code_mirror->code() != nullptr) {
        HostBuilder::SetCode(mirror, std::make_unique<CodeInfo>(*code_mirror->code()));
      }
    }
    if (PyObject* defaults = PyFunction_GetDefaults(object)) {
      HostBuilder::SetDefaults(mirror, Mirror(defaults, key + ".__defaults__"));
    }
    if (PyObject* kwdefaults = PyFunction_GetKwDefaults(object)) {
      HostBuilder::SetKwdefaults(mirror, Mirror(kwdefaults, key + ".__kwdefaults__"));
    }
    if (PyObject* closure = PyFunction_GetClosure(object); closure && PyTuple_Check(closure)) {
      std::vector<const HostObject*> cells;
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(closure); ++i) {
        PyObject* cell = PyTuple_GET_ITEM(closure, i);
        PyObject* contents = PyCell_Check(cell) ? PyCell_GET(cell) : nullptr;
        cells.push_back(contents == nullptr
                            ? nullptr
                            : Mirror(contents, key + ".__closure__[" + std::to_string(i) + "]"));
      }
      HostBuilder::SetClosure(mirror, std::move(cells));
    }
    // Function attributes carry the rlib markers (_annspecialcase_, _not_rpython_...).
    PyRef dict(PyObject_GetAttrString(object, "__dict__"));
    if (dict && PyDict_Check(dict.get())) {
      HostBuilder::SetAttrs(mirror, MirrorAttrs(dict.get(), key, false));
    }
    PyErr_Clear();
    return mirror;
  }

  const HostObject* MirrorClass(PyObject* object, const std::string& path) {
    auto* type = reinterpret_cast<PyTypeObject*>(object);
    std::string module_name = StrAttr(object, "__module__");
    std::string qualname = StrAttr(object, "__qualname__");
    if (qualname.empty()) qualname = type->tp_name;
    std::string preferred = (module_name.empty() ? "?" : module_name) + "." + qualname;
    HostObject* mirror = NewObject(HostKind::kClass, UniqueKey(preferred, path));
    Bind(object, mirror);
    const std::string& key = mirror->key();
    std::string name = StrAttr(object, "__name__");
    HostBuilder::SetText(mirror, name.empty() ? qualname : name);
    HostBuilder::SetQualname(mirror, qualname);
    HostBuilder::SetModuleName(mirror, module_name);
    if (type->tp_bases != nullptr && PyTuple_Check(type->tp_bases)) {
      HostBuilder::SetItems(mirror, MirrorItems(type->tp_bases, key + ".__bases__"));
    }
    if (type->tp_mro != nullptr && PyTuple_Check(type->tp_mro)) {
      HostBuilder::SetMro(mirror, MirrorItems(type->tp_mro, key + ".__mro__"));
    } else {
      HostBuilder::SetMro(mirror, {mirror});
    }
    bool builtin = !IsHeapType(type) || module_name == "builtins";
    if (!builtin && type->tp_dict != nullptr) {
      HostBuilder::SetAttrs(mirror, MirrorAttrs(type->tp_dict, key, true));
    }
    return mirror;
  }

  const HostObject* MirrorModule(PyObject* object) {
    std::string name = "?";
    if (PyObject* name_object = PyModule_GetNameObject(object)) {
      name = Utf8(name_object);
      Py_DECREF(name_object);
    } else {
      PyErr_Clear();
    }
    HostObject* mirror = NewObject(HostKind::kModule, UniqueKey("module:" + name));
    HostBuilder::SetText(mirror, name);
    HostBuilder::SetModuleName(mirror, name);
    Bind(object, mirror);
    to_py.emplace(mirror, object);
    return mirror;
  }

  // The wrapper is keyed "<path>#staticmethod": the plain path ("mod.C.f") is the key of
  // the function inside it.
  const HostObject* MirrorWrapper(PyObject* object, HostKind kind, const std::string& path) {
    HostObject* mirror = NewObject(kind, UniqueKey(path + "#" + HostKindName(kind)));
    Bind(object, mirror);
    PyRef function(PyObject_GetAttrString(object, "__func__"));
    if (!function) FailPython(mirror->key());
    HostBuilder::SetItems(mirror, {Mirror(function.get(), mirror->key() + ".__func__")});
    return mirror;
  }

  // A property in a class dict: opaque (text "property"), its getter and setter (None
  // when absent) as items.
  const HostObject* MirrorProperty(PyObject* object, const std::string& path) {
    HostObject* mirror =
        NewObject(HostKind::kOpaque, UniqueKey(path.empty() ? "opaque:property" : path));
    HostBuilder::SetText(mirror, "property");
    Bind(object, mirror);
    std::vector<const HostObject*> accessors;
    for (const char* name : {"fget", "fset"}) {
      PyRef function(PyObject_GetAttrString(object, name));
      if (!function) FailPython(mirror->key());
      accessors.push_back(Mirror(function.get(), mirror->key() + "." + name));
    }
    HostBuilder::SetItems(mirror, std::move(accessors));
    return mirror;
  }

  // Builtin functions and the methods of builtin types; null when `object` is not one
  // (or is bound to an instance: its receiver would be lost, so it stays opaque).
  const HostObject* MirrorBuiltin(PyObject* object, const std::string& path) {
    std::string module, qualname;
    if (PyCFunction_Check(object)) {
      PyObject* self = PyCFunction_GET_SELF(object);  // borrowed
      if (self != nullptr && !PyModule_Check(self) && !PyType_Check(self)) return nullptr;
      qualname = StrAttr(object, "__qualname__");
      if (self != nullptr && PyType_Check(self)) {
        module = StrAttr(self, "__module__");
      } else {
        module = StrAttr(object, "__module__");
        if (module.empty() && self != nullptr && PyModule_Check(self)) {
          module = StrAttr(self, "__name__");
        }
      }
    } else if (Py_IS_TYPE(object, &PyMethodDescr_Type) ||
               Py_IS_TYPE(object, &PyClassMethodDescr_Type) ||
               Py_IS_TYPE(object, &PyWrapperDescr_Type)) {
      qualname = StrAttr(object, "__qualname__");
      PyRef owner(PyObject_GetAttrString(object, "__objclass__"));
      if (owner) module = StrAttr(owner.get(), "__module__");
      PyErr_Clear();
    } else {
      return nullptr;
    }
    if (qualname.empty()) qualname = StrAttr(object, "__name__");
    module = PublicModuleName(module);
    bool in_builtins = module.empty() || module == "builtins";
    std::string text = in_builtins ? qualname : module + "." + qualname;
    HostObject* mirror =
        NewObject(HostKind::kBuiltin, UniqueKey(in_builtins ? "builtins." + qualname : text, path));
    HostBuilder::SetText(mirror, text);
    HostBuilder::SetQualname(mirror, qualname);
    HostBuilder::SetModuleName(mirror, in_builtins ? "builtins" : module);
    Bind(object, mirror);
    return mirror;
  }

  // An instance of a class written in Python; null when it has no __dict__ (and is not a
  // value of a subclassed builtin type such as r_uint).
  const HostObject* MirrorInstance(PyObject* object, const std::string& path) {
    // A pre-built exception keeps its arguments in C (`args`), not in its __dict__: its
    // mirror has them as the attribute "args" (for the program's own classes, where e.args
    // is an instance attribute) and str(e) and repr(e) as its items (the translated copy's
    // message). One whose args are not a tuple stays opaque (refused where used).
    PyRef exception_args;
    std::vector<const HostObject*> exception_texts;
    if (PyExceptionInstance_Check(object)) {
      exception_args = PyRef(PyObject_GetAttrString(object, "args"));
      if (!exception_args || !PyTuple_Check(exception_args.get())) {
        PyErr_Clear();
        return nullptr;
      }
      if (PyTuple_GET_SIZE(exception_args.get()) > 0) {
        PyRef str(PyObject_Str(object));
        PyRef repr(PyObject_Repr(object));
        if (!str || !repr) {
          PyErr_Clear();
          return nullptr;
        }
        exception_texts = {InternStr(Utf8(str.get())), InternStr(Utf8(repr.get()))};
      }
    }
    PyRef dict(PyObject_GenericGetDict(object, nullptr));
    if (!dict || !PyDict_Check(dict.get())) {
      PyErr_Clear();
      dict = PyRef();
    }
    bool value_subclass = PyLong_Check(object) || PyFloat_Check(object) ||
                          PyUnicode_Check(object) || PyBytes_Check(object) || PyTuple_Check(object);
    if (!dict && !value_subclass) return nullptr;
    HostObject* mirror =
        NewObject(HostKind::kInstance, UniqueKey(path.empty() ? "instance" : Abbreviate(path)));
    Bind(object, mirror);
    const std::string& key = mirror->key();
    HostBuilder::SetText(mirror, TypeName(object));
    HostBuilder::SetType(mirror, Mirror(reinterpret_cast<PyObject*>(Py_TYPE(object)), ""));
    // The builtin value of an int/float/str/bytes subclass is items()[0]; the items of a
    // tuple subclass (namedtuple) are its items.
    if (PyLong_Check(object)) {
      PyRef plain(PyObject_CallOneArg(reinterpret_cast<PyObject*>(&PyLong_Type), object));
      if (!plain) FailPython(key);
      HostBuilder::SetItems(mirror, {MirrorInt(plain.get())});
    } else if (PyFloat_Check(object)) {
      HostBuilder::SetItems(mirror, {InternFloat(PyFloat_AS_DOUBLE(object))});
    } else if (PyUnicode_Check(object)) {
      HostBuilder::SetItems(mirror, {InternStr(Utf8(object))});
    } else if (PyBytes_Check(object)) {
      HostBuilder::SetItems(
          mirror, {InternBytes(std::string(PyBytes_AS_STRING(object), PyBytes_GET_SIZE(object)))});
    } else if (PyTuple_Check(object)) {
      HostBuilder::SetItems(mirror, MirrorItems(object, key));
    } else if (!exception_texts.empty()) {
      HostBuilder::SetItems(mirror, exception_texts);
    }
    if (exception_args && IsHeapType(Py_TYPE(object))) {
      // Not deferred: "args" joins the attributes of its __dict__ here.
      std::vector<std::pair<std::string, const HostObject*>> attrs;
      if (dict) attrs = MirrorAttrs(dict.get(), key, false);
      attrs.emplace_back("args", Mirror(exception_args.get(), key + ".args"));
      HostBuilder::SetAttrs(mirror, std::move(attrs));
    } else if (dict && depth > kDeferDepth) {
      deferred_instances.push_back({mirror, std::move(dict), base_depth + depth});
    } else if (dict) {
      HostBuilder::SetAttrs(mirror, MirrorAttrs(dict.get(), key, false));
    }
    return mirror;
  }

  const HostObject* MirrorOpaque(PyObject* object, const std::string& path) {
    HostObject* mirror =
        NewObject(HostKind::kOpaque, UniqueKey(path.empty() ? "opaque:" + TypeName(object) : path));
    HostBuilder::SetText(mirror, TypeName(object));
    Bind(object, mirror);
    return mirror;
  }

  // --- helpers for the entry points ---------------------------------------------------

  PyObject* PythonOf(const HostObject* module, const char* what) {
    auto it = module != nullptr ? to_py.find(module) : to_py.end();
    if (it == to_py.end()) {
      throw HostError(std::string(what) + ": " +
                      (module != nullptr ? module->key() : std::string("null")) +
                      " is not a module of this space");
    }
    return it->second;
  }

  PyObject* LiveFunction(const HostObject* function, const char* what) {
    auto it = live_functions.find(function);
    if (it == live_functions.end())
      throw HostError(std::string(what) + ": " + function->key() + " has no live function");
    return it->second;
  }

  // The live class of a class mirror. Mirrors keep their live object (by_ptr holds it):
  // a search, once per class and question.
  PyObject* LiveClass(const HostObject* klass, const char* what) {
    for (const auto& [py, mirror] : by_ptr) {
      if (mirror == klass) return py;
    }
    throw HostError(std::string(what) + ": " + klass->key() + " has no live class");
  }

  // The namespace of a module mirror: the module's dict, or the stand-in's globals.
  PyObject* NamespaceOf(const HostObject* module, const char* what) {
    PyObject* py = PythonOf(module, what);
    return PyModule_Check(py) ? PyModule_GetDict(py) : py;
  }

  std::string FileOf(const HostObject* module) {
    PyObject* py = PythonOf(module, "FindEntryPoint");
    if (PyModule_Check(py)) {
      std::string file = StrAttr(py, "__file__");
      if (!file.empty()) return file;
    }
    return module->text();
  }

  // A primitive constant (a function's default values) back to Python: a new reference.
  PyObject* ToPython(const HostObject* object) {
    switch (object->kind()) {
      case HostKind::kNone:
        return Py_NewRef(Py_None);
      case HostKind::kBool:
        return PyBool_FromLong(object->bool_value());
      case HostKind::kInt:
        return PyLong_FromLongLong(object->int_value());
      case HostKind::kFloat:
        return PyFloat_FromDouble(object->float_value());
      case HostKind::kStr:
        return PyUnicode_FromStringAndSize(object->text().data(),
                                           static_cast<Py_ssize_t>(object->text().size()));
      case HostKind::kBytes:
        return PyBytes_FromStringAndSize(object->text().data(),
                                         static_cast<Py_ssize_t>(object->text().size()));
      case HostKind::kTuple: {
        PyRef tuple(PyTuple_New(static_cast<Py_ssize_t>(object->items().size())));
        if (!tuple) return nullptr;
        for (size_t i = 0; i < object->items().size(); ++i) {
          PyObject* item = ToPython(object->items()[i]);
          if (item == nullptr) return nullptr;
          PyTuple_SET_ITEM(tuple.get(), static_cast<Py_ssize_t>(i), item);
        }
        return tuple.release();
      }
      default: {
        auto it = to_py.find(object);
        return it == to_py.end() ? nullptr : Py_NewRef(it->second);
      }
    }
  }

  PyObject* Helper(const char* name) {
    PyObject* helper = PyDict_GetItemString(helpers, name);
    if (helper == nullptr) throw HostError(std::string("host helper missing: ") + name);
    return helper;
  }
};

// ---------------------------------------------------------------------------------------

HostSpace::HostSpace(const std::string& rtfarm_home) {
  std::string error = EmbeddedPython::Start(rtfarm_home);
  if (!error.empty()) throw HostError(error);
  impl_ = std::make_unique<Impl>();
  GilHold gil;
  PyRef globals(PyDict_New());
  PyRef builtins(PyImport_ImportModule("builtins"));
  bool ok = globals && builtins &&
            PyDict_SetItemString(globals.get(), "__builtins__", builtins.get()) == 0;
  PyRef code(ok ? Py_CompileString(kHelperSource, "<rtfarm host>", Py_file_input) : nullptr);
  PyRef result(code ? PyEval_EvalCode(code.get(), globals.get(), globals.get()) : nullptr);
  if (!result) {
    std::string message = "cannot set up the host helpers";
    PyObject *type = nullptr, *value = nullptr, *traceback = nullptr;
    PyErr_Fetch(&type, &value, &traceback);
    if (value != nullptr) {
      PyRef str(PyObject_Str(value));
      if (str) message += ": " + Utf8(str.get());
    }
    PyErr_Clear();
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(traceback);
    throw HostError(message);
  }
  impl_->helpers = globals.get();
  Py_INCREF(impl_->helpers);
  impl_->builtins = builtins.get();
  Py_INCREF(impl_->builtins);
}

HostSpace::~HostSpace() {
  if (!impl_ || !EmbeddedPython::IsRunning()) return;
  std::lock_guard<std::mutex> lock(impl_->mu);
  GilHold gil;
  for (auto& [py, object] : impl_->by_ptr) Py_DECREF(py);
  for (auto& [py, object] : impl_->globals_modules) Py_DECREF(py);
  impl_->by_ptr.clear();
  impl_->globals_modules.clear();
  Py_XDECREF(impl_->helpers);
  Py_XDECREF(impl_->builtins);
}

const HostObject* HostSpace::ImportFile(const std::string& path) {
  return impl_->Operation([&]() -> const HostObject* {
    PyRef argument(PyUnicode_FromString(path.c_str()));
    PyRef module(argument ? PyObject_CallOneArg(impl_->Helper("import_file"), argument.get())
                          : nullptr);
    if (!module) impl_->ThrowPythonError(path, "");
    return impl_->Mirror(module.get(), "");
  });
}

std::vector<std::string> HostSpace::FilesRead() {
  return impl_->Operation([&]() -> std::vector<std::string> {
    PyRef list(PyObject_CallNoArgs(impl_->Helper("files_read")));
    if (!list) impl_->ThrowPythonError("", "");
    std::vector<std::string> paths;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list.get()); ++i)
      paths.push_back(Utf8(PyList_GET_ITEM(list.get(), i)));
    return paths;
  });
}

bool HostSpace::ProgramClassDefines(const std::string& method) {
  std::call_once(impl_->special_methods_once, [&] {
    impl_->Operation([&] {
      PyRef list(PyObject_CallNoArgs(impl_->Helper("program_special_methods")));
      if (!list) impl_->ThrowPythonError("", "");
      for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list.get()); ++i)
        impl_->special_methods.insert(Utf8(PyList_GET_ITEM(list.get(), i)));
      return 0;
    });
  });
  return impl_->special_methods.count(method) != 0;
}

const HostObject* HostSpace::ImportModule(const std::string& name, bool substitute) {
  return impl_->Operation([&]() -> const HostObject* {
    PyRef argument(PyUnicode_FromString(name.c_str()));
    PyRef module(argument ? PyObject_CallOneArg(impl_->Helper("import_module"), argument.get())
                          : nullptr);
    if (!module) impl_->ThrowPythonError("", "");
    if (!substitute && PyModule_Check(module.get())) {
      auto known = impl_->by_ptr.find(module.get());
      if (known != impl_->by_ptr.end()) return known->second;
      return impl_->MirrorModule(module.get());
    }
    return impl_->Mirror(module.get(), "");
  });
}

const HostObject* HostSpace::FindEntryPoint(const HostObject* module) {
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* ns = impl_->NamespaceOf(module, "FindEntryPoint");
    std::string file = impl_->FileOf(module);
    const std::string& name = module->text();
    if (PyObject* target = PyDict_GetItemString(ns, "target")) {
      PyRef keep = PyRef::Borrow(target);
      PyRef args(PyList_New(0));
      PyRef result(args ? PyObject_CallFunctionObjArgs(target, Py_None, args.get(), nullptr)
                        : nullptr);
      if (!result) impl_->ThrowPythonError(file, "target(None, []) failed: ");
      PyObject* function = result.get();
      if (PyTuple_Check(function) && PyTuple_GET_SIZE(function) >= 1) {
        function = PyTuple_GET_ITEM(function, 0);
      }
      if (!PyFunction_Check(function)) {
        std::string shown = "?";
        PyRef repr(PyObject_Repr(result.get()));
        if (repr) shown = Abbreviate(Utf8(repr.get()));
        PyErr_Clear();
        throw HostError(file + ": target(None, []) returned " + shown + " (" +
                        TypeName(result.get()) +
                        "), expected a function or a tuple (function, None)");
      }
      return impl_->Mirror(function, name + ".target()");
    }
    if (PyObject* entry_point = PyDict_GetItemString(ns, "entry_point")) {
      if (!PyFunction_Check(entry_point)) {
        throw HostError(file + ": entry_point is a " + TypeName(entry_point) + ", not a function");
      }
      return impl_->Mirror(entry_point, name + ".entry_point");
    }
    throw HostError(file + ": no entry point: define target(driver, args) or entry_point(argv)");
  });
}

const HostObject* HostSpace::CallConcrete(const HostObject* function,
                                          const std::vector<const HostObject*>& args) {
  return impl_->Operation([&]() -> const HostObject* {
    // A primitive made by the toolchain has no live object: it is made anew.
    auto python_of = [&](const HostObject* object) -> PyRef {
      auto it = impl_->to_py.find(object);
      if (it != impl_->to_py.end()) return PyRef::Borrow(it->second);
      // Mirrors keep their live object (by_ptr holds it); memo calls are rare enough for
      // a search.
      for (const auto& [py, mirror] : impl_->by_ptr) {
        if (mirror == object) return PyRef::Borrow(py);
      }
      switch (object->kind()) {
        case HostKind::kNone:
          return PyRef::Borrow(Py_None);
        case HostKind::kBool:
          return PyRef::Borrow(object->bool_value() ? Py_True : Py_False);
        case HostKind::kInt:
          return PyRef(PyLong_FromLongLong(object->int_value()));
        case HostKind::kFloat:
          return PyRef(PyFloat_FromDouble(object->float_value()));
        case HostKind::kStr:
          return PyRef(PyUnicode_DecodeUTF8(object->text().data(),
                                            static_cast<Py_ssize_t>(object->text().size()),
                                            "surrogatepass"));
        default:
          throw HostError("cannot pass " + object->key() + " to a concrete call");
      }
    };
    PyRef callable = python_of(function);
    PyRef tuple(PyTuple_New(static_cast<Py_ssize_t>(args.size())));
    if (!tuple) impl_->ThrowPythonError("", "concrete call: ");
    for (size_t i = 0; i < args.size(); ++i) {
      PyRef arg = python_of(args[i]);
      if (!arg) impl_->ThrowPythonError("", "concrete call: ");
      PyTuple_SET_ITEM(tuple.get(), static_cast<Py_ssize_t>(i), arg.release());
    }
    PyRef result(PyObject_Call(callable.get(), tuple.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", function->key() + "() raised during annotation: ");
    std::string path = function->key() + "(";
    for (size_t i = 0; i < args.size(); ++i) path += (i ? "," : "") + args[i]->key();
    return impl_->Mirror(result.get(), path + ")");
  });
}

void HostSpace::MirrorGlobals(const HostObject* module) {
  std::vector<std::string> names = impl_->Operation([&]() {
    PyObject* ns = impl_->NamespaceOf(module, "MirrorGlobals");
    PyRef entries(PyDict_Items(ns));
    if (!entries) impl_->FailPython(module->text());
    std::vector<std::string> found;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries.get()); ++i) {
      PyObject* entry = PyList_GET_ITEM(entries.get(), i);
      PyObject* key = PyTuple_GET_ITEM(entry, 0);
      PyObject* value = PyTuple_GET_ITEM(entry, 1);
      if (!PyUnicode_Check(key)) continue;
      std::string name = Utf8(key);
      if (name.starts_with("__")) continue;  // __builtins__, __spec__, ...
      impl_->global_paths.emplace(
          value, std::make_pair(PyRef::Borrow(value), module->text() + "." + name));
      found.push_back(name);
    }
    return found;
  });
  for (const std::string& name : names) {
    try {
      LookupGlobal(module, name);
    } catch (const HostError&) {
      // Reported where the program uses it, if it does.
    }
  }
}

const HostObject* HostSpace::LookupGlobal(const HostObject* module, const std::string& name) {
  return impl_->lookups.Get('g', module, name, [&] { return LookupGlobalUncached(module, name); });
}

const HostObject* HostSpace::LookupGlobalUncached(const HostObject* module,
                                                  const std::string& name) {
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* ns = impl_->NamespaceOf(module, "LookupGlobal");
    if (PyObject* value = PyDict_GetItemString(ns, name.c_str())) {
      PyRef keep = PyRef::Borrow(value);
      return impl_->Mirror(value, module->text() + "." + name);
    }
    PyObject* builtins_dict = PyModule_GetDict(impl_->builtins);
    if (PyObject* value = PyDict_GetItemString(builtins_dict, name.c_str())) {
      PyRef keep = PyRef::Borrow(value);
      return impl_->Mirror(value, "builtins." + name);
    }
    return nullptr;
  });
}

const HostObject* HostSpace::ModuleAttr(const HostObject* module, const std::string& name) {
  return impl_->lookups.Get('m', module, name, [&] { return ModuleAttrUncached(module, name); });
}

const HostObject* HostSpace::ModuleAttrUncached(const HostObject* module, const std::string& name) {
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* py = impl_->PythonOf(module, "ModuleAttr");
    if (!PyModule_Check(py)) {  // a stand-in: its globals dict is all there is
      PyObject* value = PyDict_GetItemString(py, name.c_str());
      return value != nullptr ? impl_->Mirror(value, module->text() + "." + name) : nullptr;
    }
    PyRef value(PyObject_GetAttrString(py, name.c_str()));
    if (!value) {
      if (PyErr_ExceptionMatches(PyExc_AttributeError)) {
        PyErr_Clear();
        return nullptr;
      }
      impl_->ThrowPythonError("", module->text() + "." + name + ": ");
    }
    return impl_->Mirror(value.get(), module->text() + "." + name);
  });
}

const HostObject* HostSpace::Builtin(const std::string& name) {
  return impl_->lookups.Get('b', nullptr, name, [&] { return BuiltinUncached(name); });
}

const HostObject* HostSpace::BuiltinUncached(const std::string& name) {
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* builtins_dict = PyModule_GetDict(impl_->builtins);
    PyObject* value = PyDict_GetItemString(builtins_dict, name.c_str());
    if (value == nullptr) return nullptr;
    PyRef keep = PyRef::Borrow(value);
    return impl_->Mirror(value, "builtins." + name);
  });
}

std::vector<const HostObject*> HostSpace::DefinedFunctions(const HostObject* module) {
  return impl_->Operation([&]() {
    PyObject* ns = impl_->NamespaceOf(module, "DefinedFunctions");
    const std::string& name = module->text();
    // Found in the order of the module's dict (then of each class dict), each with the
    // path it was found by: the fallback key of a function whose qualified name is taken.
    std::vector<std::pair<PyRef, std::string>> found;
    std::unordered_set<PyObject*> seen;
    auto add_function = [&](PyObject* function, const std::string& path) {
      PyObject* code = PyFunction_GetCode(function);
      if (code == nullptr || !PyCode_Check(code)) return;
      if (seen.insert(function).second) found.emplace_back(PyRef::Borrow(function), path);
    };
    auto defined_here = [&](PyObject* object) {
      PyObject* module_name = PyFunction_Check(object) ? PyFunction_GetModule(object) : nullptr;
      PyRef owned;
      if (PyType_Check(object)) {
        owned = PyRef(PyObject_GetAttrString(object, "__module__"));
        PyErr_Clear();
        module_name = owned.get();
      }
      return module_name != nullptr && PyUnicode_Check(module_name) && Utf8(module_name) == name;
    };
    // (name, value) pairs of a dict, snapshot.
    auto entries_of = [&](PyObject* dict) {
      PyRef entries(PyDict_Items(dict));
      if (!entries) impl_->FailPython(name);
      return entries;
    };
    std::function<void(PyObject*, const std::string&)> visit_class = [&](PyObject* klass,
                                                                         const std::string& path) {
      if (!seen.insert(klass).second) return;
      PyObject* dict = reinterpret_cast<PyTypeObject*>(klass)->tp_dict;
      if (dict == nullptr) return;
      PyRef entries = entries_of(dict);
      for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries.get()); ++i) {
        PyObject* entry = PyList_GET_ITEM(entries.get(), i);
        PyObject* key = PyTuple_GET_ITEM(entry, 0);
        PyObject* value = PyTuple_GET_ITEM(entry, 1);
        if (!PyUnicode_Check(key)) continue;
        std::string attr_path = path + "." + Utf8(key);
        PyRef unwrapped;
        if (PyObject_TypeCheck(value, &PyStaticMethod_Type) ||
            PyObject_TypeCheck(value, &PyClassMethod_Type)) {
          unwrapped = PyRef(PyObject_GetAttrString(value, "__func__"));
          PyErr_Clear();
          if (!unwrapped) continue;
          value = unwrapped.get();
          attr_path += ".__func__";
        }
        if (PyFunction_Check(value)) {
          add_function(value, attr_path);
        } else if (PyType_Check(value) && defined_here(value)) {
          visit_class(value, attr_path);
        }
      }
    };
    PyRef entries = entries_of(ns);
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries.get()); ++i) {
      PyObject* entry = PyList_GET_ITEM(entries.get(), i);
      PyObject* key = PyTuple_GET_ITEM(entry, 0);
      PyObject* value = PyTuple_GET_ITEM(entry, 1);
      if (!PyUnicode_Check(key)) continue;
      std::string path = name + "." + Utf8(key);
      if (PyFunction_Check(value) && defined_here(value)) {
        add_function(value, path);
      } else if (PyType_Check(value) && defined_here(value)) {
        visit_class(value, path);
      }
    }
    std::vector<const HostObject*> result;
    for (const auto& [function, path] : found) {
      result.push_back(impl_->Mirror(function.get(), path));
    }
    // Equal qualified names (closures made by one def) stay in the order found.
    std::stable_sort(result.begin(), result.end(), [](const HostObject* a, const HostObject* b) {
      return a->qualname() < b->qualname();
    });
    return result;
  });
}

HostSpace::NestedFunction HostSpace::MakeNestedFunction(const HostObject* outer,
                                                        const HostObject* code,
                                                        const HostObject* module,
                                                        const HostObject* defaults) {
  return impl_->Operation([&]() -> NestedFunction {
    PyObject* ns = impl_->NamespaceOf(module, "MakeNestedFunction");
    PyObject* outer_py = impl_->PythonOf(outer, "MakeNestedFunction");
    PyObject* code_py = impl_->PythonOf(code, "MakeNestedFunction");
    PyRef defaults_py(defaults == nullptr ? Py_NewRef(Py_None) : impl_->ToPython(defaults));
    if (!defaults_py)
      throw HostError("the default values of " + code->key() + " are not constants");
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("nested_function"), outer_py, code_py,
                                              ns, defaults_py.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", code->key() + ": ");
    NestedFunction made;
    made.function = impl_->Mirror(PyTuple_GET_ITEM(result.get(), 0), "");
    PyObject* klass = PyTuple_GET_ITEM(result.get(), 1);
    if (klass != Py_None) made.closure_class = impl_->Mirror(klass, "");
    return made;
  });
}

HostSpace::FunctionClosure HostSpace::FunctionAsClosure(const HostObject* function) {
  return impl_->Operation([&]() -> FunctionClosure {
    PyObject* live = impl_->LiveFunction(function, "FunctionAsClosure");
    PyRef qualname(PyUnicode_FromString(function->qualname().c_str()));
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("function_as_closure"), live,
                                              qualname.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", function->key() + ": ");
    FunctionClosure made;
    made.function = impl_->Mirror(PyTuple_GET_ITEM(result.get(), 0), "");
    // A path of its own: without one the pre-built instance's key (and so its C symbol)
    // would be "instance@N", N counting the instances mirrored before it, an order that
    // depends on which annotation thread met the function first.
    made.instance =
        impl_->Mirror(PyTuple_GET_ITEM(result.get(), 1), function->key() + "#as_closure");
    return made;
  });
}

const HostObject* HostSpace::BuiltinAsFunction(const HostObject* builtin, const std::string& name,
                                               int arity) {
  return impl_->Operation([&]() -> const HostObject* {
    PyRef live(builtin != nullptr ? Py_NewRef(impl_->LiveClass(builtin, "BuiltinAsFunction"))
                                  : PyUnicode_FromString(name.c_str()));
    PyRef arity_py(PyLong_FromLong(arity));
    if (!live || !arity_py) impl_->FailPython(name);
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("builtin_as_function"), live.get(),
                                              arity_py.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", name + ": ");
    return impl_->Mirror(result.get(), "");
  });
}

const HostObject* HostSpace::GetattrDefaultFunction(const std::string& name) {
  return impl_->Operation([&]() -> const HostObject* {
    PyRef name_py(PyUnicode_FromString(name.c_str()));
    if (!name_py) impl_->FailPython(name);
    PyRef result(PyObject_CallOneArg(impl_->Helper("getattr_default_function"), name_py.get()));
    if (!result) impl_->ThrowPythonError("", name + ": ");
    return impl_->Mirror(result.get(), "");
  });
}

bool HostSpace::BuiltinTypeHasAttr(const std::string& type, const std::string& name) {
  return impl_->Operation([&]() -> bool {
    PyRef type_py(PyUnicode_FromString(type.c_str()));
    PyRef name_py(PyUnicode_FromString(name.c_str()));
    if (!type_py || !name_py) impl_->FailPython(name);
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("builtin_type_has_attr"), type_py.get(),
                                              name_py.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", name + ": ");
    return PyObject_IsTrue(result.get()) == 1;
  });
}

int HostSpace::BuiltinArity(const HostObject* builtin, const std::string& name) {
  return impl_->Operation([&]() -> int {
    PyRef live(builtin != nullptr ? Py_NewRef(impl_->LiveClass(builtin, "BuiltinArity"))
                                  : PyUnicode_FromString(name.c_str()));
    if (!live) impl_->FailPython(name);
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("builtin_arity"), live.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", name + ": ");
    return static_cast<int>(PyLong_AsLong(result.get()));
  });
}

const HostObject* HostSpace::CellClass(const HostObject* code, const std::string& name,
                                       const HostObject* module) {
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* ns = impl_->NamespaceOf(module, "CellClass");
    PyObject* code_py = impl_->PythonOf(code, "CellClass");
    PyRef name_py(PyUnicode_FromString(name.c_str()));
    if (!name_py) impl_->FailPython(name);
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("cell_class"), code_py, name_py.get(),
                                              ns, nullptr));
    if (!result) impl_->ThrowPythonError("", code->key() + ": ");
    return impl_->Mirror(result.get(), "");
  });
}

HostSpace::GeneratorClassInfo HostSpace::GeneratorClass(const HostObject* function,
                                                        const std::string& variant) {
  return impl_->Operation([&]() -> GeneratorClassInfo {
    PyObject* function_py = impl_->LiveFunction(function, "GeneratorClass");
    PyRef variant_py(PyUnicode_FromString(variant.c_str()));
    if (!variant_py) impl_->FailPython(variant);
    PyRef result(PyObject_CallFunctionObjArgs(impl_->Helper("generator_class"), function_py,
                                              variant_py.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", function->key() + ": ");
    GeneratorClassInfo made;
    made.klass = impl_->Mirror(PyTuple_GET_ITEM(result.get(), 0), "");
    made.next = impl_->Mirror(PyTuple_GET_ITEM(result.get(), 1), "");
    return made;
  });
}

bool HostSpace::GeneratorNeedsClose(const HostObject* function) {
  return impl_->Operation([&]() -> bool {
    PyObject* function_py = impl_->LiveFunction(function, "GeneratorNeedsClose");
    PyRef result(PyObject_CallOneArg(impl_->Helper("generator_needs_close"), function_py));
    if (!result) impl_->ThrowPythonError("", function->key() + ": ");
    return PyObject_IsTrue(result.get()) == 1;
  });
}

bool HostSpace::GeneratorMethodNeedsClose(const std::string& name) {
  return impl_->Operation([&]() -> bool {
    PyRef name_py(PyUnicode_FromString(name.c_str()));
    if (!name_py) impl_->FailPython(name);
    PyRef result(PyObject_CallOneArg(impl_->Helper("generator_method_needs_close"), name_py.get()));
    if (!result) impl_->ThrowPythonError("", name + ": ");
    return PyObject_IsTrue(result.get()) == 1;
  });
}

std::vector<std::string> HostSpace::OwnedGeneratorLocals(const HostObject* function) {
  return impl_->Operation([&]() -> std::vector<std::string> {
    PyObject* function_py = impl_->LiveFunction(function, "OwnedGeneratorLocals");
    PyRef result(PyObject_CallOneArg(impl_->Helper("owned_generator_locals"), function_py));
    if (!result) impl_->ThrowPythonError("", function->key() + ": ");
    std::vector<std::string> names;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(result.get()); ++i)
      names.push_back(Utf8(PyTuple_GET_ITEM(result.get(), i)));
    return names;
  });
}

const HostObject* HostSpace::GeneratorOf(const HostObject* method) {
  // Only the helper's `__next__` and `_rtfarm_resume` methods can be one: no Python call
  // for other functions.
  if (method == nullptr || !method->qualname().starts_with("<generator ") ||
      !(method->qualname().ends_with("._rtfarm_resume") ||
        method->qualname().ends_with(".__next__")))
    return nullptr;
  return impl_->Operation([&]() -> const HostObject* {
    PyObject* method_py = impl_->LiveFunction(method, "GeneratorOf");
    PyRef result(PyObject_CallOneArg(impl_->Helper("generator_of"), method_py));
    if (!result) impl_->ThrowPythonError("", method->key() + ": ");
    if (result.get() == Py_None) return nullptr;
    return impl_->Mirror(result.get(), "");
  });
}

const HostObject* HostSpace::None() {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternNone();
}

const ModuleGlobals* HostSpace::AssignedGlobals(const HostObject* module) {
  if (module == nullptr || module->kind() != HostKind::kModule) return nullptr;
  {
    std::lock_guard<std::mutex> lock(impl_->globals_mu);
    auto it = impl_->module_globals.find(module);
    if (it != impl_->module_globals.end()) return it->second.get();
  }
  std::unique_ptr<ModuleGlobals> made = impl_->Operation([&]() -> std::unique_ptr<ModuleGlobals> {
    PyObject* ns = impl_->NamespaceOf(module, "AssignedGlobals");
    PyRef name(PyUnicode_FromString(module->text().c_str()));
    if (!name) impl_->FailPython(module->text());
    PyRef result(
        PyObject_CallFunctionObjArgs(impl_->Helper("module_state"), ns, name.get(), nullptr));
    if (!result) impl_->ThrowPythonError("", module->text() + ": module globals: ");
    if (result.get() == Py_None) return nullptr;
    auto globals = std::make_unique<ModuleGlobals>();
    globals->state =
        impl_->Mirror(PyTuple_GET_ITEM(result.get(), 0), module->text() + ".<module globals>");
    if (globals->state == nullptr || globals->state->kind() != HostKind::kInstance)
      throw HostError(module->text() + ": the state of its assigned globals cannot be mirrored");
    for (int k = 1; k <= 2; ++k) {
      PyObject* names = PyTuple_GET_ITEM(result.get(), k);
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(names); ++i) {
        std::string n = Utf8(PyTuple_GET_ITEM(names, i));
        (k == 1 ? globals->assigned : globals->flagged).insert(n);
      }
    }
    return globals;
  });
  std::lock_guard<std::mutex> lock(impl_->globals_mu);
  auto [it, inserted] = impl_->module_globals.emplace(module, std::move(made));
  return it->second.get();
}

const ModuleGlobals* HostSpace::AssignedClassAttribute(const HostObject* klass,
                                                       const std::string& attr,
                                                       std::string* global_name) {
  if (klass == nullptr || klass->kind() != HostKind::kClass || !klass->HasOwnAttr(attr) ||
      klass->module_name().empty() || klass->module_name() == "builtins") {
    return nullptr;
  }
  const HostObject* module = ModuleOfClass(klass);
  if (module == nullptr) {  // no function in its dict: its module by name, looked up once
    {
      std::lock_guard<std::mutex> lock(impl_->globals_mu);
      auto it = impl_->class_modules.find(klass);
      if (it != impl_->class_modules.end()) module = it->second;
    }
    if (module == nullptr) {
      try {
        module = ImportModule(klass->module_name(), false);
      } catch (const HostError&) {
        return nullptr;
      }
      std::lock_guard<std::mutex> lock(impl_->globals_mu);
      impl_->class_modules.emplace(klass, module);
    }
  }
  const ModuleGlobals* globals = AssignedGlobals(module);
  *global_name = ClassAttributeGlobal(klass, attr);
  return globals != nullptr && globals->assigned.count(*global_name) ? globals : nullptr;
}

bool HostSpace::HasSubclasses(const HostObject* klass) {
  return impl_->Operation([&]() -> bool {
    auto known = impl_->has_subclasses.find(klass);
    if (known != impl_->has_subclasses.end()) return known->second;
    PyObject* klass_py = impl_->LiveClass(klass, "HasSubclasses");
    bool answer = false;
    if (PyType_Check(klass_py)) {
      PyRef list(PyObject_CallMethod(klass_py, "__subclasses__", nullptr));
      if (!list) impl_->ThrowPythonError("", "");
      answer = PyList_Check(list.get()) && PyList_GET_SIZE(list.get()) > 0;
    }
    impl_->has_subclasses.emplace(klass, answer);
    return answer;
  });
}

std::vector<const HostObject*> HostSpace::Subclasses(const HostObject* klass) {
  return impl_->Operation([&]() -> std::vector<const HostObject*> {
    PyObject* klass_py = impl_->LiveClass(klass, "Subclasses");
    std::vector<const HostObject*> found;
    if (!PyType_Check(klass_py)) return found;
    PyRef list(PyObject_CallMethod(klass_py, "__subclasses__", nullptr));
    if (!list) impl_->ThrowPythonError("", "");
    if (!PyList_Check(list.get())) return found;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list.get()); ++i)
      found.push_back(impl_->Mirror(PyList_GET_ITEM(list.get(), i), klass->key() + ".<subclass>"));
    return found;
  });
}

const HostObject* HostSpace::Undefined() {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternUndefined();
}

const HostObject* HostSpace::Bool(bool value) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternBool(value);
}

const HostObject* HostSpace::Int(int64_t value) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternInt(value);
}

const HostObject* HostSpace::Float(double value) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternFloat(value);
}

const HostObject* HostSpace::Str(const std::string& utf8) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternStr(utf8);
}

const HostObject* HostSpace::Bytes(const std::string& raw) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternBytes(raw);
}

const HostObject* HostSpace::Tuple(const std::vector<const HostObject*>& items) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  return impl_->InternTuple(items);
}

std::string HostSpace::Repr(const HostObject* object) { return PythonRepr(object); }

}  // namespace rtfarm::host
