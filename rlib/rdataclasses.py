"""Dataclasses made translatable: the methods @dataclasses.dataclass generated are
replaced, before translation, by plain Python methods that behave the same.

The generated ones are out of RPython 3's reach: `__repr__` is wrapped by
reprlib-style recursion guards (a set of thread ids), `__eq__` and the order methods
return NotImplemented for other classes, `__init__` compares default factories with a
sentinel object and frozen classes set fields through `object.__setattr__`. The
translator (passes/host/host_space.cc, `substitute`) calls `prepare(cls)` for each
dataclass it meets; the class then keeps its fields, defaults, `__post_init__`,
`__match_args__` and hashing, and gets:

- `__init__(self, <fields with init=True>)`: each field from its argument, its
  default, or a call of its default factory (whose argument defaults to None: passing
  None explicitly also calls the factory, the one difference from CPython);
  `__post_init__()` after, when the class defines one;
- `__repr__`: `Name(x=1, y='a')` over the fields with repr=True, Name being the run-time
  class's name (CPython's qualified name: the same for classes at module level);
- `__eq__`: the fields with compare=True as a tuple, for two instances of the same class,
  False otherwise (what CPython's NotImplemented comes to between dataclass instances);
- with order=True, `__lt__`, `__le__`, `__gt__`, `__ge__` likewise, TypeError with
  CPython's message for instances of different classes.

A frozen dataclass loses its `__setattr__`/`__delattr__` guards: assigning a field
after `__init__` is not refused at run time (CPython raises FrozenInstanceError).
"""

import dataclasses

_prepared = set()


def prepare(cls):
    if id(cls) in _prepared or "__dataclass_fields__" not in cls.__dict__:
        return
    _prepared.add(id(cls))
    params = cls.__dict__.get("__dataclass_params__")
    fields = [f for f in cls.__dict__["__dataclass_fields__"].values()
              if f._field_type is dataclasses._FIELD]
    namespace = {}
    methods = []
    if params is None or params.init:
        methods.append(_init_source(cls, fields, namespace))
    if params is None or params.repr:
        methods.append(_repr_source(fields))
    if params is None or params.eq:
        methods.append(_compare_source("__eq__", "==", fields, None))
    if params is not None and params.order:
        for name, op in (("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"), ("__ge__", ">=")):
            methods.append(_compare_source(name, op, fields, op))
    source = "\n".join(methods)
    code = compile(source, "<dataclass %s>" % cls.__qualname__, "exec")
    exec(code, namespace)
    for name in ("__init__", "__repr__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__"):
        if name in namespace and _generated(cls, name):
            function = namespace[name]
            function.__qualname__ = "%s.%s" % (cls.__qualname__, name)
            function.__module__ = cls.__module__
            setattr(cls, name, function)
    if params is not None and params.frozen:
        for name in ("__setattr__", "__delattr__"):
            if _generated(cls, name):
                delattr(cls, name)


def _generated(cls, name):
    """Whether cls.name is dataclass's (not the program's own method)."""
    method = cls.__dict__.get(name)
    if method is None:
        return False
    code = getattr(getattr(method, "__wrapped__", method), "__code__", None)
    return code is not None and code.co_filename == "<string>"


def _init_source(cls, fields, namespace):
    params = []
    body = []
    for f in fields:
        default = "__dflt_%s" % f.name
        factory = "__factory_%s" % f.name
        has_default = f.default is not dataclasses.MISSING
        has_factory = f.default_factory is not dataclasses.MISSING
        if has_default:
            namespace[default] = f.default
        if has_factory:
            namespace[factory] = f.default_factory
        if not f.init:
            if has_default:
                body.append("    self.%s = %s" % (f.name, default))
            elif has_factory:
                body.append("    self.%s = %s()" % (f.name, factory))
            continue
        if has_factory:
            params.append("%s=None" % f.name)
            body.append("    self.%s = %s() if %s is None else %s"
                        % (f.name, factory, f.name, f.name))
        else:
            params.append("%s=%s" % (f.name, default) if has_default else f.name)
            body.append("    self.%s = %s" % (f.name, f.name))
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    if not body:
        body.append("    pass")
    return "def __init__(%s):\n%s\n" % (", ".join(["self"] + params), "\n".join(body))


def _repr_source(fields):
    parts = []
    for f in fields:
        if f.repr:
            parts.append("'%s=' + repr(self.%s)" % (f.name, f.name))
    shown = " + ', ' + ".join(parts) if parts else "''"
    return ("def __repr__(self):\n"
            "    return self.__class__.__name__ + '(' + %s + ')'\n" % shown)


def _compare_source(name, op, fields, order_op):
    mine = "".join("self.%s, " % f.name for f in fields if f.compare)
    theirs = "".join("other.%s, " % f.name for f in fields if f.compare)
    if order_op is None:
        otherwise = "    return False\n"
    else:
        otherwise = ("    raise TypeError(\"'%s' not supported between instances of '\" + "
                     "self.__class__.__name__ + \"' and '\" + other.__class__.__name__ + \"'\")\n"
                     % order_op)
    return ("def %s(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            "        return (%s) %s (%s)\n%s" % (name, mine, op, theirs, otherwise))
