"""str.format() of a format string known only at run time, written in RPython 3.

The flow builder (passes/flow/functional.cc, SubstituteRuntimeFormat) calls these where a
program calls `fmt.format(...)` on a str that is not a constant, or with `*args`
(`fmt.format(*row)`), and `fmt.format_map(mapping)`: the positional arguments come as
one tuple (of any types, a known length) or list. The format string is read as CPython's
MarkupIterator reads it (Objects/stringlib/unicode_format.h), field by field, so that
the same exception (ValueError, IndexError, KeyError, TypeError) with the same message
is raised for the same string. A field naming an attribute or an index (`{0.x}`,
`{0[1]}`) stops the program with an error saying it is not supported.
"""

from rlib.objectmodel import specialize
from rlib.unroll import unrolling_iterable

# The positions of a tuple of arguments, unrolled: each is a constant in the loop below,
# so that a tuple of mixed types is read item by item.
MAX_TUPLE_ARGUMENTS = 16
_POSITIONS = unrolling_iterable(range(MAX_TUPLE_ARGUMENTS))

# What str.format() passes for the keyword arguments it does not have (never read).
_NO_MAPPING = {"": ""}

_INIT = 0
_AUTO = 1
_MANUAL = 2


class _Numbering(object):
    """CPython's AutoNumber: shared by a format string and its nested specs."""

    def __init__(self):
        self.state = _INIT
        self.next_index = 0


@specialize.argtype(0)
def _format_value(value, conversion, spec):
    """format(conversion(value), spec), as a replacement field shows its argument."""
    if value is None:
        if conversion == "r" or conversion == "s" or conversion == "a":
            return format("None", spec)
        if conversion != "":
            raise ValueError("Unknown conversion specifier " + conversion)
        if spec == "":
            return "None"
        raise TypeError("unsupported format string passed to NoneType.__format__")
    if conversion == "r":
        return format(repr(value), spec)
    if conversion == "s":
        return format(str(value), spec)
    if conversion == "a":
        return format(ascii(value), spec)
    if conversion != "":
        raise ValueError("Unknown conversion specifier " + conversion)
    if isinstance(value, bool) or isinstance(value, int) or isinstance(value, float):
        return format(value, spec)
    if isinstance(value, str):
        return format(value, spec)
    # object.__format__: str() for an empty spec, TypeError for any other.
    if spec == "":
        return str(value)
    raise TypeError("unsupported format string passed to " + _type_name(value) + ".__format__")


@specialize.argtype(0)
def _type_name(value):
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "dict"
    if isinstance(value, tuple):
        return "tuple"
    return type(value).__name__


def _out_of_range(index):
    return IndexError("Replacement index %d out of range for positional args tuple" % index)


@specialize.argtype(0, 1)
def _positional(args, item, index, conversion, spec):
    """The field of positional argument `index` of `args` (a tuple or a list; `item`, one
    of a list's items or None, only keys the specialisation: argtype keys every list
    alike)."""
    if isinstance(args, list):
        if index >= len(args):
            raise _out_of_range(index)
        return _format_value(args[index], conversion, spec)
    for i in _POSITIONS:
        if i < len(args) and i == index:
            return _format_value(args[i], conversion, spec)
    if len(args) > MAX_TUPLE_ARGUMENTS and index < len(args):
        raise NotImplementedError("str.format() of a tuple of more than 16 items")
    raise _out_of_range(index)


class _Field(object):
    """A replacement field as parse_field reads it: where it ends in the format string,
    its name, conversion and spec (and whether the spec holds nested fields)."""

    def __init__(self):
        self.end = 0
        self.name = ""
        self.conversion = ""
        self.spec = ""
        self.nested = False


def _parse_field(fmt, i):
    """The field starting at fmt[i] (just after its "{"), as CPython's parse_field reads
    it: the name up to "}", ":" or "!", then a conversion, then the spec up to the
    matching "}"."""
    field = _Field()
    n = len(fmt)
    start = i
    c = ""
    while i < n:
        c = fmt[i]
        i += 1
        if c == "{":
            raise ValueError("unexpected '{' in field name")
        if c == "[":
            while i < n and fmt[i] != "]":
                i += 1
            continue
        if c == "}" or c == ":" or c == "!":
            break
    field.name = fmt[start:i - 1] if i > start else ""
    if c != "!" and c != ":":
        if c != "}" or i == start:
            raise ValueError("expected '}' before end of string")
        field.end = i
        return field
    if c == "!":
        if i >= n:
            raise ValueError("end of string while looking for conversion specifier")
        field.conversion = fmt[i]
        i += 1
        if i < n:
            c = fmt[i]
            i += 1
            if c == "}":
                field.end = i
                return field
            if c != ":":
                raise ValueError("expected ':' after conversion specifier")
    spec_start = i
    count = 1
    while i < n:
        c = fmt[i]
        i += 1
        if c == "{":
            field.nested = True
            count += 1
        elif c == "}":
            count -= 1
            if count == 0:
                field.spec = fmt[spec_start:i - 1]
                field.end = i
                return field
    raise ValueError("unmatched '{' in format spec")


def _is_digits(s):
    if len(s) == 0:
        return False
    for ch in s:
        if ch < "0" or ch > "9":
            return False
    return True


def _index_of(name, numbering):
    """The positional index a field name gives (-1: the name is a key), checking
    CPython's rules for automatic and manual numbering."""
    for ch in name:
        if ch == "." or ch == "[":
            raise NotImplementedError(
                "str.format() fields with attributes or indexes ('" + name + "') are not supported")
    if name == "":
        if numbering.state == _MANUAL:
            raise ValueError(
                "cannot switch from manual field specification to automatic field numbering")
        numbering.state = _AUTO
        numbering.next_index += 1
        return numbering.next_index - 1
    if not _is_digits(name):
        return -1
    if numbering.state == _AUTO:
        raise ValueError(
            "cannot switch from automatic field numbering to manual field specification")
    numbering.state = _MANUAL
    if len(name) > 18:
        raise ValueError("Too many decimal digits in format string")
    return int(name)


@specialize.argtype(1, 2, 3, 4)
def _render(fmt, args, item, mapping, value, by_key, numbering, depth):
    """The text of `fmt` with its fields replaced by the items of `args` (positional) or,
    when `by_key` (format_map), of `mapping` (by key). `item` (one of a list's items, or
    None) and `value` (one of the mapping's values) only key the specialisation, which
    does not tell lists or dicts of different item types apart."""
    if depth <= 0:
        raise ValueError("Max string recursion exceeded")
    pieces = []
    i = 0
    n = len(fmt)
    while i < n:
        start = i
        c = ""
        markup = False
        while i < n:
            c = fmt[i]
            i += 1
            if c == "{" or c == "}":
                markup = True
                break
        at_end = i >= n
        length = i - start
        if c == "}" and (at_end or fmt[i] != "}"):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == "{":
            raise ValueError("Single '{' encountered in format string")
        if not at_end:
            if fmt[i] == c:  # "{{" or "}}": one brace of literal text
                i += 1
                markup = False
            else:
                length -= 1
        if length > 0:
            pieces.append(fmt[start:start + length])
        if not markup:
            continue
        field = _parse_field(fmt, i)
        i = field.end
        index = _index_of(field.name, numbering)
        # The argument is looked up before the spec's own fields, as CPython does.
        if index >= 0 and by_key:
            raise ValueError("Format string contains positional fields")
        if index >= len(args):
            raise _out_of_range(index)
        if index < 0 and (not by_key or field.name not in mapping):
            raise KeyError(field.name)
        spec = field.spec
        if field.nested:
            spec = _render(spec, args, item, mapping, value, by_key, numbering, depth - 1)
        if index >= 0:
            pieces.append(_positional(args, item, index, field.conversion, spec))
        else:
            pieces.append(_format_value(mapping[field.name], field.conversion, spec))
    return "".join(pieces)


@specialize.call_location()
def call_format(receiver, args):
    """receiver.format(*args) where the receiver is not a constant (the flow builder does
    not know its type): a str's format, or the receiver's own method. `args` is a tuple
    (of a known length, any item types) or a list."""
    if not isinstance(receiver, str):
        return receiver.format(*args)
    if isinstance(args, list):
        if len(args) == 0:
            return _render(receiver, (), None, _NO_MAPPING, "", False, _Numbering(), 2)
        return _render(receiver, args, args[0], _NO_MAPPING, "", False, _Numbering(), 2)
    return _render(receiver, args, None, _NO_MAPPING, "", False, _Numbering(), 2)


@specialize.call_location()
def call_format_map(receiver, mapping):
    """receiver.format_map(mapping): a str's (fields by key, from a dict of str keys; a
    positional field raises as CPython's), or the receiver's own method."""
    if not isinstance(receiver, str):
        return receiver.format_map(mapping)
    for key in mapping:
        return _render(receiver, (), None, mapping, mapping[key], True, _Numbering(), 2)
    return _render(receiver, (), None, _NO_MAPPING, "", True, _Numbering(), 2)
