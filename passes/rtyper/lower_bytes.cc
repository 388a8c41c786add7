// bytes: what differs from str (lower_strings.cc) — items are ints, positions count
// bytes, only ASCII has a case — and the codecs of str.encode()/bytes.decode(). bytes
// share the rpy_string representation; the runtime's rpy_bytes_* functions
// (runtime/rpy_bytes.c, rpy_codecs.c) do what the str ones would do wrong.
#include <climits>

#include "passes/rtyper/lowering_util.h"
#include "passes/rtyper/slices.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

// Positional argument n, or keyword `keyword`, as a str; null (None) when absent.
Value* OptionalText(OpContext& c, const CallShape& shape, size_t n, const char* keyword) {
  size_t i = 0;
  if (shape.positional.size() > n)
    i = shape.positional[n];
  else if (keyword != nullptr)
    i = shape.Keyword(keyword);
  if (i == 0 || c.args[i]->kind == Kind::kNone) return c.Null(c.universe().StringPtr());
  return c.ArgAs(i, StrAnnotation());
}

Value* OptionalInt(OpContext& c, const CallShape& shape, size_t n, int64_t fallback) {
  if (shape.positional.size() > n)
    return c.ConvertType(c.Arg(shape.positional[n]), c.types().Signed());
  return c.Int(fallback);
}

}  // namespace

Value* LowerCodecCall(OpContext& c, const std::string& function, Value* text,
                      const CallShape& shape, size_t first) {
  Value* encoding = OptionalText(c, shape, first, "encoding");
  Value* errors = OptionalText(c, shape, first + 1, "errors");
  return c.Call(function, {text, encoding, errors}, c.universe().StringPtr(), true);
}

Value* LowerBytesMethod(OpContext& c, const std::string& name, Value* b, const CallShape& shape) {
  auto& t = c.types();
  const Type* str = c.universe().StringPtr();
  const Type* list = c.universe().ListType(str);
  b = c.ConvertType(b, str);
  auto arg = [&](size_t n) { return c.ArgAs(shape.positional.at(n), StrAnnotation()); };
  if (name == "decode") return LowerCodecCall(c, "rpy_bytes_decode", b, shape, 0);
  if (name == "hex") {
    size_t sep = shape.positional.size() > 0 ? shape.positional[0] : shape.Keyword("sep");
    if (sep == 0) return c.Call("rpy_bytes_hex", {b}, str, false);
    size_t group =
        shape.positional.size() > 1 ? shape.positional[1] : shape.Keyword("bytes_per_sep");
    Value* count = group == 0 ? c.Int(1) : c.ConvertType(c.Arg(group), t.Signed());
    bool sep_bytes = c.args[sep]->kind == Kind::kBytes;
    return c.Call("rpy_bytes_hex_sep",
                  {b, c.ArgAs(sep, StrAnnotation()), c.Int(sep_bytes ? 1 : 0), count}, str, true);
  }
  if (name == "find" || name == "rfind" || name == "index" || name == "rindex" || name == "count") {
    Value* start = OptionalInt(c, shape, 1, 0);
    Value* end = OptionalInt(c, shape, 2, LONG_MAX);
    bool raises = name == "index" || name == "rindex";
    return c.Call("rpy_bytes_" + name, {b, arg(0), start, end}, t.Signed(), raises);
  }
  if (name == "upper" || name == "lower") return c.Call("rpy_bytes_" + name, {b}, str, false);
  if (name == "isdigit" || name == "isalpha" || name == "isspace" || name == "isalnum")
    return c.Call("rpy_bytes_" + name, {b}, t.Bool(), false);
  if (name == "strip" || name == "lstrip" || name == "rstrip")
    return c.Call("rpy_bytes_" + name, {b, OptionalText(c, shape, 0, nullptr)}, str, false);
  if (name == "split" || name == "rsplit") {
    Value* sep = OptionalText(c, shape, 0, "sep");
    size_t max_kw = shape.Keyword("maxsplit");
    Value* maxsplit =
        max_kw ? c.ConvertType(c.Arg(max_kw), t.Signed()) : OptionalInt(c, shape, 1, -1);
    return c.Call("rpy_bytes_" + name, {b, sep, maxsplit}, list, true);
  }
  if (name == "replace")
    return c.Call("rpy_bytes_replace", {b, arg(0), arg(1), OptionalInt(c, shape, 2, -1)}, str,
                  false);
  if ((name == "startswith" || name == "endswith") && shape.positional.size() > 1)
    return LowerAffixTestOfSlice(c, name, b, shape, "bytes");  // the slice cut on bytes
  // join, startswith, endswith and the rest only copy or compare bytes.
  return LowerStrMethod(c, name, b, shape);
}

// bytes(...) and bytes.fromhex(s), as the annotator accepted them (rules_builtins.cc).
Value* LowerBytesOf(OpContext& c, const std::string& name, const CallShape& shape) {
  const Type* str = c.universe().StringPtr();
  if (name == "bytes.fromhex")
    return c.Call("rpy_bytes_fromhex", {c.ArgAs(shape.positional.at(0), StrAnnotation())}, str,
                  true);
  if (shape.positional.empty()) return c.Str("");
  size_t i = shape.positional[0];
  const Ann& a = c.args[i];
  if (shape.positional.size() > 1 || shape.Keyword("encoding") || shape.Keyword("errors"))
    return LowerCodecCall(c, "rpy_str_encode", c.ArgAs(i, StrAnnotation()), shape, 1);
  if (a->kind == Kind::kBytes) return c.Arg(i);
  if (a->kind == Kind::kInteger || a->kind == Kind::kBool)
    return c.Call("rpy_bytes_from_size", {c.ConvertType(c.Arg(i), c.types().Signed())}, str, true);
  if (a->kind == Kind::kList) {
    if (a->listdef->item().peek()->kind == Kind::kImpossible) return c.Str("");  // bytes([])
    Value* items = c.Arg(i);
    const ContainerType* l = c.universe().ContainerOf(items->concretetype);
    // A range or a fixed-size list of ints: first as a list (ValueError outside 0..255).
    if (items->concretetype == c.universe().RangeType() ||
        (l != nullptr && l->item == c.types().Signed() && l->fixed)) {
      items = ListFrom(c, i, c.universe().ListType(c.types().Signed()));
      l = c.universe().ContainerOf(items->concretetype);
    }
    if (l == nullptr || l->item != c.types().Signed() || l->kind != ContainerType::kList)
      c.Fail("bytes() of " + annotator::Describe(a) + ": only a list of ints is supported");
    return c.Call("rpy_bytes_from_list", {items}, str, true);
  }
  if (a->kind == Kind::kTuple) {  // bytes((r, g, b)): its items as a list of ints
    Value* items = ListFrom(c, i, c.universe().ListType(c.types().Signed()));
    return c.Call("rpy_bytes_from_list", {items}, str, true);
  }
  c.Fail("bytes() of " + annotator::Describe(a) + " is not supported");
}

// b[i] (an int), b[i:j] and b[i:j:k], cut on bytes.
Value* BytesGetItem(OpContext& c, Value* b) {
  auto& t = c.types();
  const Type* str = c.universe().StringPtr();
  if (c.args[1]->kind == Kind::kSlice) {
    SliceParts slice = ReadSlice(c, 1);
    if (!slice.has_step) return c.Call("rpy_bytes_slice", {b, slice.start, slice.stop}, str, false);
    return c.Call(
        "rpy_bytes_slice_step",
        {b, slice.start, slice.stop, slice.step, c.Int(slice.has_start), c.Int(slice.has_stop)},
        str, true);
  }
  return c.Call("rpy_bytes_getitem", {b, c.ConvertType(c.Arg(1), t.Signed())}, t.Signed(), true);
}

Value* BytesContains(OpContext& c, Value* b) {
  auto& t = c.types();
  if (c.args[1]->kind == Kind::kBytes)
    return c.Call("rpy_bytes_contains", {b, c.ArgAs(1, StrAnnotation())}, t.Bool(), false);
  return c.Call("rpy_bytes_contains_int", {b, c.ConvertType(c.Arg(1), t.Signed())}, t.Bool(), true);
}

}  // namespace rtfarm::rtyper
