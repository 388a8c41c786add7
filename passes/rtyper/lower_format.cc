// str.format() with a constant format string: parsed here, as CPython's MarkupIterator
// (Objects/stringlib/unicode_format.h) parses it, into literal text and replacement
// fields; each field becomes format(conversion(argument), spec) through the runtime's
// format-spec formatter (as f-strings do), and the pieces are concatenated. A format
// string CPython would reject at run time is refused here with CPython's message.
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

Value* FormatArg(OpContext& c, Value* v, const Ann& a);  // lower_strings.cc

namespace {

using annotator::Kind;

// A piece of a format string: literal text, or a replacement field.
struct Piece {
  std::string literal;
  bool field = false;
  std::string name;     // the field name ("", "0", "key")
  char conversion = 0;  // 'r', 's', 'a' or 0
  std::string spec;     // the format spec, before expansion of nested fields
  bool nested = false;  // the spec holds replacement fields
};

[[noreturn]] void Refuse(const std::string& message) {
  throw RTypeError("str.format() would raise " + message);
}

// The field "name!conversion:spec" (without its braces), as parse_field reads it.
void ParseField(const std::string& text, Piece* piece) {
  size_t i = 0, n = text.size();
  char c = 0;
  while (i < n) {
    c = text[i++];
    if (c == '{') Refuse("ValueError: unexpected '{' in field name");
    if (c == '[') {
      while (i < n && text[i] != ']') ++i;
      continue;
    }
    if (c == '}' || c == ':' || c == '!') break;
  }
  if (c != '!' && c != ':') {
    piece->name = text;
    return;
  }
  piece->name = text.substr(0, i - 1);
  if (c == '!') {
    if (i >= n) Refuse("ValueError: end of string while looking for conversion specifier");
    piece->conversion = text[i++];
    if (i < n && text[i++] != ':') Refuse("ValueError: expected ':' after conversion specifier");
  }
  piece->spec = text.substr(i);
}

std::vector<Piece> ParseFormat(const std::string& s) {
  std::vector<Piece> pieces;
  size_t i = 0, n = s.size();
  while (i < n) {
    size_t start = i;
    char c = 0;
    bool markup = false;
    while (i < n) {
      c = s[i++];
      if (c == '{' || c == '}') {
        markup = true;
        break;
      }
    }
    bool at_end = i >= n;
    size_t len = i - start;
    if (c == '}' && (at_end || s[i] != '}'))
      Refuse("ValueError: Single '}' encountered in format string");
    if (at_end && c == '{') Refuse("ValueError: Single '{' encountered in format string");
    if (!at_end) {
      if (s[i] == c) {  // "{{" or "}}": one brace of literal text
        ++i;
        markup = false;
      } else {
        --len;
      }
    }
    Piece literal;
    literal.literal = s.substr(start, len);
    if (!literal.literal.empty()) pieces.push_back(literal);
    if (!markup) continue;
    Piece field;
    field.field = true;
    size_t field_start = i;
    int count = 1;
    while (i < n && count > 0) {
      c = s[i++];
      if (c == '{') {
        field.nested = true;
        ++count;
      } else if (c == '}') {
        --count;
      }
    }
    if (count > 0) Refuse("ValueError: expected '}' before end of string");
    ParseField(s.substr(field_start, i - 1 - field_start), &field);
    pieces.push_back(field);
  }
  return pieces;
}

class FormatLowering {
 public:
  FormatLowering(OpContext& c, const CallShape& shape) : c_(c), shape_(shape) {}

  // The pieces of `format` as str values; `depth` counts down to CPython's recursion limit.
  void Build(const std::string& format, int depth, std::vector<Value*>* out) {
    if (depth <= 0) Refuse("ValueError: Max string recursion exceeded");
    for (const Piece& piece : ParseFormat(format)) {
      if (!piece.field) {
        out->push_back(c_.Str(piece.literal));
        continue;
      }
      out->push_back(Field(piece, depth));
    }
  }

 private:
  enum class Numbering { kInit, kAuto, kManual };

  // The operand index of the argument a field names.
  size_t Argument(const std::string& field_name) {
    size_t end = field_name.find_first_of(".[");
    std::string first = field_name.substr(0, end);
    if (end != std::string::npos)
      c_.Fail("str.format() fields with attributes or indexes ('" + field_name +
              "') are not supported yet");
    bool digits = !first.empty() && first.find_first_not_of("0123456789") == std::string::npos;
    size_t index;
    if (first.empty()) {
      if (numbering_ == Numbering::kManual)
        Refuse(
            "ValueError: cannot switch from manual field specification to automatic field "
            "numbering");
      numbering_ = Numbering::kAuto;
      index = next_auto_++;
    } else if (digits) {
      if (numbering_ == Numbering::kAuto)
        Refuse(
            "ValueError: cannot switch from automatic field numbering to manual field "
            "specification");
      numbering_ = Numbering::kManual;
      if (first.size() > 18) Refuse("ValueError: Too many decimal digits in format string");
      index = std::stoul(first);
    } else {
      size_t operand = shape_.Keyword(first);
      if (operand == 0) Refuse("KeyError: '" + first + "'");
      return operand;
    }
    if (index >= shape_.positional.size())
      Refuse("IndexError: Replacement index " + std::to_string(index) +
             " out of range for positional args tuple");
    return shape_.positional[index];
  }

  Value* Field(const Piece& piece, int depth) {
    size_t operand = Argument(piece.name);
    Value* value = c_.Arg(operand);
    Ann a = c_.args[operand];
    switch (piece.conversion) {
      case 0:
        break;
      case 's':
        value = ToStr(c_, value, a);
        a = StrAnnotation();
        break;
      case 'r':
        value = ToRepr(c_, value, a);
        a = StrAnnotation();
        break;
      case 'a':
        if (a->kind == Kind::kStr || a->kind == Kind::kChar) {
          value = c_.Call("rpy_str_ascii", {c_.ArgAs(operand, StrAnnotation())},
                          c_.universe().StringPtr(), false);
        } else {  // repr() with the non-ASCII escaped
          value = c_.Call("rpy_str_escape_non_ascii", {ToRepr(c_, value, a)},
                          c_.universe().StringPtr(), false);
        }
        a = StrAnnotation();
        break;
      default:
        Refuse(std::string("ValueError: Unknown conversion specifier ") + piece.conversion);
    }
    Value* spec;
    if (piece.nested) {
      std::vector<Value*> parts;
      Build(piece.spec, depth - 1, &parts);
      spec = Concat(parts);
    } else {
      spec = c_.Str(piece.spec);
    }
    bool formattable = IsNumber(a) || IsStrLike(a);
    if (!formattable) {
      // object.__format__: str(x) for an empty spec, TypeError for any other.
      if (!piece.nested && piece.spec.empty()) return ToStr(c_, value, a);
      if (!piece.nested)
        Refuse("TypeError: unsupported format string passed to " + TypeName(a) + ".__format__");
      c_.Fail("a computed format spec for " + annotator::Describe(a) + " is not supported yet");
    }
    return c_.Call("rpy_format_value", {FormatArg(c_, value, a), spec}, c_.universe().StringPtr(),
                   true);
  }

  static std::string TypeName(const Ann& a) {
    switch (a->kind) {
      case Kind::kNone:
        return "NoneType";
      case Kind::kList:
        return "list";
      case Kind::kDict:
        return "dict";
      case Kind::kTuple:
        return "tuple";
      case Kind::kInstance: {
        const std::string& name = a->classdef->name();
        return name.substr(name.rfind('.') + 1);
      }
      default:
        return annotator::Describe(a);
    }
  }

 public:
  Value* Concat(const std::vector<Value*>& parts) {
    if (parts.empty()) return c_.Str("");
    if (parts.size() == 1) return parts[0];
    std::vector<Value*> operands = {c_.Int(static_cast<int64_t>(parts.size()))};
    operands.insert(operands.end(), parts.begin(), parts.end());
    return c_.Call("rpy_str_buildn", operands, c_.universe().StringPtr(), false);
  }

 private:
  OpContext& c_;
  const CallShape& shape_;
  Numbering numbering_ = Numbering::kInit;
  size_t next_auto_ = 0;
};

// The constant string a bound str.format method was taken from, or null: the receiver
// of the getattr that made the method, or, when the method was made in an earlier block
// (`"{}".format(a or b)`: the `or` splits the call), the receiver's annotation the
// method's annotation carries.
const host::HostObject* FormatString(OpContext& c) {
  const Value* method = c.op.args[0];
  if (method->is_constant()) return nullptr;
  auto it = c.graph.definitions.find(static_cast<const Variable*>(method));
  if (it == c.graph.definitions.end()) {
    const Ann& bound = c.args[0];
    if (bound == nullptr || bound->kind != annotator::Kind::kBuiltinMethod || bound->items.empty())
      return nullptr;
    const host::HostObject* object = bound->items[0]->constant;
    if (object == nullptr || object->kind() != host::HostKind::kStr) return nullptr;
    return object;
  }
  if (it->second->opname != "getattr") return nullptr;
  const Value* receiver = it->second->args.at(0);
  const host::HostObject* object = receiver->is_constant()
                                       ? static_cast<const Constant*>(receiver)->object()
                                       : c.graph.AnnOf(receiver)->constant;
  if (object == nullptr || object->kind() != host::HostKind::kStr) return nullptr;
  return object;
}

}  // namespace

Value* LowerStrFormat(OpContext& c, const CallShape& shape) {
  const host::HostObject* format = FormatString(c);
  if (format == nullptr)
    c.Fail("str.format() of a format string computed at run time is not supported yet");
  if (shape.star >= 0) c.Fail("str.format(*args) is not supported");
  FormatLowering lowering(c, shape);
  std::vector<Value*> parts;
  lowering.Build(format->text(), 2, &parts);
  return lowering.Concat(parts);
}

}  // namespace rtfarm::rtyper
