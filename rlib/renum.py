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

Only plain Enum subclasses are prepared (IntEnum, StrEnum and Flag show and compare
differently). `len()` of the class, `list(Color)`, `Color(value)` and `Color[name]` go
through the metaclass and are not supported.
"""

import enum

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
    value, name, str_, repr_ = _methods()
    if "value" not in cls.__members__ and not _own(cls, "value"):
        type.__setattr__(cls, "value", property(value))
    if "name" not in cls.__members__ and not _own(cls, "name"):
        type.__setattr__(cls, "name", property(name))
    if not _own(cls, "__str__"):
        type.__setattr__(cls, "__str__", str_)
    if not _own(cls, "__repr__"):
        type.__setattr__(cls, "__repr__", repr_)
