"""Enums made translatable: the members of an `enum.Enum` subclass are pre-built
instances already (compared by identity, hashed by name as CPython does); what the
translator (passes/host/host_space.cc, `substitute`) adds before translation, through
`prepare(cls)`, is what reads them through the enum module's own machinery:

- `member.value` and `member.name`: plain properties reading `_value_` and `_name_`
  (enum's are descriptors of its own);
- `str(member)` and `repr(member)`: `Color.RED` and `<Color.RED: 1>` as Enum's 3.11
  methods show them, unless the class or a base between it and Enum defines its own.

- `for member in Color` (and comprehensions over it): the members in definition
  order, from the list `_rtfarm_members_` the flow builder iterates instead.

- `Color(value)` and `Color[name]`: the plain functions `_rtfarm_of_value_` and
  `_rtfarm_of_name_` (ValueError and KeyError as the metaclass raises them), which the
  flow builder calls instead (passes/flow/enum_classes.cc); `len(Color)`, `list(Color)`,
  `sorted(Color)`... read `_rtfarm_members_` there;
- `x in Color`: the plain function `_rtfarm_contains_` (3.11's EnumType.__contains__: a
  member of another enum is not in it, anything else than a member raises TypeError).

Only plain Enum subclasses are prepared (IntEnum, StrEnum and Flag show and compare
differently).
"""

import enum

from rlib.objectmodel import specialize

_prepared = set()


# One function object per class (a fresh closure each time): each is annotated with its
# own class's members, whose values may be ints in one enum and strs in another.
def _methods():
    def value(self):
        return self._value_

    def name(self):
        return self._name_

    def str_(self):
        return self.__class__.__name__ + "." + self._name_

    def repr_(self):
        return "<" + self.__class__.__name__ + "." + self._name_ + ": " + repr(self._value_) + ">"

    return value, name, str_, repr_


# The lookups of members by value and by name, made for each class with the class's
# members as globals (a prebuilt list is a constant of the translation).
_LOOKUPS = """
@_by_type
def of_value(value):
    if isinstance(value, _Enum):
        _member_argument()
    for member in _members:
        if member._value_ == value:
            return member
    raise ValueError(repr(value) + " is not a valid " + _class_name)


def of_name(name):
    for i in range(len(_names)):
        if _names[i] == name:
            return _named[i]
    raise KeyError(name)


@_by_type
def contains(item):
    if isinstance(item, _Enum):
        return isinstance(item, _cls)
    raise TypeError("unsupported operand type(s) for 'in': '" + _type_name(item) +
                    "' and 'EnumType'")


@_by_type
def _type_name(item):
    if item is None:
        return "NoneType"
    if isinstance(item, bool):
        return "bool"
    if isinstance(item, int):
        return "int"
    if isinstance(item, float):
        return "float"
    if isinstance(item, str):
        return "str"
    return type(item).__name__
"""


def _lookups(cls):
    namespace = {
        "_members": list(cls),
        "_names": list(cls.__members__),
        "_named": list(cls.__members__.values()),
        "_class_name": cls.__name__,
        "_cls": cls,
        "_Enum": enum.Enum,
        # Color(x) and `x in Color` of members, ints and strs: one graph per type of x.
        "_by_type": specialize.argtype(0),
        # Names the prebuilt lists above after the class (each class has its own).
        "__name__": cls.__module__ + "." + cls.__qualname__ + "._rtfarm_lookups",
    }
    # Color(member) gives the member in CPython; a value compared with members would not:
    # refused when the translated program could do it.
    def member_argument():
        pass

    member_argument._not_rpython_ = True
    member_argument._not_rpython_reason_ = (
        "%s(x) with x an enum member is not supported (CPython gives x itself when it is a "
        "member of %s): pass the member's value" % (cls.__name__, cls.__name__))
    namespace["_member_argument"] = member_argument
    exec(compile(_LOOKUPS, "<rlib.renum lookups of %s>" % cls.__qualname__, "exec"), namespace)
    return namespace["of_value"], namespace["of_name"], namespace["contains"]


def _own(cls, name):
    """Whether a class between cls and Enum (cls included) defines `name`."""
    for klass in cls.__mro__:
        if klass is enum.Enum:
            return False
        if name in klass.__dict__:
            return True
    return False


def prepare(cls):
    if id(cls) in _prepared:
        return
    _prepared.add(id(cls))
    if not issubclass(cls, enum.Enum) or cls is enum.Enum:
        return
    for special in (enum.IntEnum, enum.Flag, getattr(enum, "StrEnum", enum.IntEnum)):
        if issubclass(cls, special):
            return
    # `for member in cls` (passes/flow/opcodes.cc reads this list).
    type.__setattr__(cls, "_rtfarm_members_", list(cls))
    of_value, of_name, contains = _lookups(cls)
    _set(cls, "_rtfarm_of_value_", of_value)
    _set(cls, "_rtfarm_of_name_", of_name)
    _set(cls, "_rtfarm_contains_", contains)
    value, name, str_, repr_ = _methods()
    if "value" not in cls.__members__ and not _own(cls, "value"):
        _set(cls, "value", value, property)
    if "name" not in cls.__members__ and not _own(cls, "name"):
        _set(cls, "name", name, property)
    if not _own(cls, "__str__"):
        _set(cls, "__str__", str_)
    if not _own(cls, "__repr__"):
        _set(cls, "__repr__", repr_)


def _set(cls, name, function, wrap=None):
    """Sets `function` as the attribute `name` of `cls`, named as if the class defined it:
    the functions of different classes then have names of their own, the same in every
    translation, whichever way the translator reaches them first."""
    function.__module__ = cls.__module__
    function.__qualname__ = cls.__qualname__ + "." + name
    type.__setattr__(cls, name, wrap(function) if wrap is not None else function)
