"""Named tuples made translatable: a class made by `collections.namedtuple` or by a
`typing.NamedTuple` class statement is a subclass of tuple whose fields are descriptors
of the collections module; the translator (passes/host/host_space.cc, `substitute`)
mirrors instead a plain class that `replacement(cls)` writes once per class, and each
pre-built instance as an instance of it (`replacement_instance(obj)`).

The plain class keeps the class's name, module, `_fields`, `_field_defaults` and the
program's own methods (of a typing.NamedTuple class, or of a class deriving from a
namedtuple), and gets what the tuple gave:

- `__init__(self, <fields>)` with the defaults (`defaults=`, or the class's), so
  positional and keyword construction work;
- `__repr__`: `Point(x=1, y=2)` with the run-time class's name, as CPython;
- `__eq__`, `__ne__`, `__lt__`, `__le__`, `__gt__`, `__ge__` comparing the fields as a
  tuple (with an instance of the same class, or with a tuple), and `__hash__` the tuple's
  hash, so a named tuple is a dict key and a set member in CPython's order;
- `__len__`, `__getitem__` (one copy per constant index, so unpacking `x, y = p` and
  `p[0]` give each field its own type; an index held in a variable shares one copy,
  for fields of one type), `__iter__` (fields of one type);
- `_replace(**changes)` (one copy per set of argument types: a field left out is an
  `_Unchanged` and keeps its value),
  `_asdict()` (fields of one type) and `_make(iterable)`.

Not the same as CPython: a named tuple is not a tuple to `isinstance(p, tuple)`, and
`p == (1, 2)` is True only where the annotator sees a tuple on the right.
"""

import collections

from rlib.objectmodel import not_rpython, specialize

_replacements = {}
_instances = {}

# What namedtuple() generates in the class's namespace (the rest is the program's).
_GENERATED = frozenset((
    "__new__", "__repr__", "_replace", "_asdict", "__getnewargs__", "_make", "_fields",
    "_field_defaults", "__match_args__", "__slots__", "__doc__", "__module__",
    "__qualname__", "__orig_bases__", "__annotations__", "__dict__", "__weakref__",
    "__getstate__", "__init_subclass__", "__class_getitem__"))

# The special methods the replacement defines (host_space.cc's program_special_methods
# adds them when the program has a named tuple).
SPECIAL_METHODS = ("__init__", "__repr__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__",
                   "__ge__", "__hash__", "__len__", "__getitem__", "__iter__")


def is_namedtuple_class(cls):
    return (isinstance(cls, type) and issubclass(cls, tuple) and cls is not tuple and
            isinstance(getattr(cls, "_fields", None), tuple))


def _own_fields_class(cls):
    """The class of cls's MRO that namedtuple() made (its dict has `_fields`)."""
    for klass in cls.__mro__:
        if "_fields" in klass.__dict__ and issubclass(klass, tuple):
            return klass
    return None


def _generated_methods(cls, namespace):
    fields = cls._fields
    defaults = getattr(cls, "_field_defaults", {})
    params = []
    for name in fields:
        if name in defaults:
            namespace["_rtfarm_default_" + name] = defaults[name]
            params.append("%s=_rtfarm_default_%s" % (name, name))
        else:
            params.append(name)
    mine = "".join("self.%s, " % f for f in fields)
    theirs = "".join("other.%s, " % f for f in fields)
    lines = ["def __init__(self%s):" % "".join(", " + p for p in params)]
    lines += ["    self.%s = %s" % (f, f) for f in fields] or ["    pass"]
    shown = " + ', ' + ".join("'%s=' + repr(self.%s)" % (f, f) for f in fields) or "''"
    lines += ["def __repr__(self):",
              "    return self.__class__.__name__ + '(' + %s + ')'" % shown]
    for name, op in (("__eq__", "=="), ("__ne__", "!="), ("__lt__", "<"), ("__le__", "<="),
                     ("__gt__", ">"), ("__ge__", ">=")):
        if op in ("==", "!="):
            when_none = "        return %s" % (op == "!=")
        else:
            when_none = ("        raise TypeError(\"'%s' not supported between instances of '\" + "
                         "self.__class__.__name__ + \"' and 'NoneType'\")" % op)
        lines += ["def %s(self, other):" % name,
                  "    if other is None:",
                  when_none,
                  "    if isinstance(other, tuple):",
                  "        return (%s) %s other" % (mine, op),
                  "    return (%s) %s (%s)" % (mine, op, theirs)]
    lines += ["def __hash__(self):", "    return hash((%s))" % mine,
              "def __len__(self):", "    return %d" % len(fields),
              "@specialize.arg_or_var(1)",
              "def __getitem__(self, index):"]
    for i, f in enumerate(fields):
        lines += ["    if index == %d or index == %d:" % (i, i - len(fields)),
                  "        return self.%s" % f]
    lines += ["    raise IndexError('tuple index out of range')",
              "def __iter__(self):", "    return iter([%s])" % mine,
              "def _asdict(self):",
              "    return {%s}" % ", ".join("'%s': self.%s" % (f, f) for f in fields),
              "@specialize.argtype(%s)" % ", ".join(str(i + 1) for i in range(len(fields)))
              if fields else "",
              "def _replace(self%s):" % "".join(", %s=_rtfarm_unchanged" % f for f in fields),
              "    return self.__class__(%s)" % ", ".join(
                  "self.%s if isinstance(%s, _Unchanged) else %s" % (f, f, f) for f in fields),
              "@classmethod",
              "def _make(cls, iterable):",
              "    items = list(iterable)",
              "    if len(items) != %d:" % len(fields),
              "        raise TypeError('Expected %d arguments, got ' + str(len(items)))"
              % len(fields),
              "    return cls(%s)" % ", ".join("items[%d]" % i for i in range(len(fields)))]
    namespace["specialize"] = specialize
    namespace["_rtfarm_unchanged"] = _UNCHANGED
    namespace["_Unchanged"] = _Unchanged
    exec(compile("\n".join(lines) + "\n", "<namedtuple %s>" % cls.__qualname__, "exec"),
         namespace)
    methods = {}
    for name in SPECIAL_METHODS + ("_asdict", "_replace", "_make"):
        function = namespace[name]
        target = function.__func__ if isinstance(function, classmethod) else function
        target.__qualname__ = "%s.%s" % (cls.__qualname__, name)
        target.__module__ = cls.__module__
        methods[name] = function
    return methods


class _Unchanged:
    """The default of `_replace`'s parameters: the field keeps its value."""


_UNCHANGED = _Unchanged()


def replacement(cls):
    """The plain class mirrored for the named tuple class `cls` (made once)."""
    found = _replacements.get(id(cls))
    if found is not None:
        return found[1]
    base_class = cls.__bases__[0]
    if is_namedtuple_class(base_class):
        bases = (replacement(base_class),)
    else:
        bases = (object,)
    namespace = {}
    if "_fields" in cls.__dict__:
        namespace.update(_generated_methods(cls, {}))
        namespace["_fields"] = cls._fields
        namespace["_field_defaults"] = dict(getattr(cls, "_field_defaults", {}))
        namespace["__match_args__"] = cls._fields
    for name, value in cls.__dict__.items():
        if name in _GENERATED and not _program_function(value):
            continue
        if "_fields" in cls.__dict__ and name in cls._fields:
            continue  # the field's descriptor: an instance attribute here
        namespace[name] = value
    namespace["__module__"] = cls.__module__
    namespace["__qualname__"] = cls.__qualname__
    namespace.pop("__slots__", None)
    made = type(cls.__name__, bases, namespace)
    _replacements[id(cls)] = (cls, made)
    return made


def _program_function(value):
    """Whether a generated-looking name holds the program's own method (a __repr__ of a
    typing.NamedTuple class)."""
    function = getattr(value, "__func__", value)
    code = getattr(function, "__code__", None)
    if code is None:
        return False
    return code.co_filename != collections.__file__ and not code.co_filename.startswith("<")


def replacement_instance(obj):
    """A pre-built named tuple as an instance of its class's replacement (made once)."""
    found = _instances.get(id(obj))
    if found is not None:
        return found[1]
    made = object.__new__(replacement(type(obj)))
    for name, value in zip(type(obj)._fields, obj):
        object.__setattr__(made, name, value)
    for name, value in getattr(obj, "__dict__", {}).items():
        object.__setattr__(made, name, value)
    _instances[id(obj)] = (obj, made)
    return made


@not_rpython
def namedtuple_at_run_time(*args, **kwargs):
    """What a call of collections.namedtuple inside a translated function becomes: a
    translation error (classes are made at import)."""
    raise TypeError("collections.namedtuple() at run time")


namedtuple_at_run_time._not_rpython_reason_ = (
    "collections.namedtuple() called at run time is not supported: make the class at "
    "import (at module level)")
