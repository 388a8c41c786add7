#include "passes/model/operation_table.h"

#include <algorithm>

namespace rtfarm::model {
namespace {

constexpr std::string_view kZeroDiv = "ZeroDivisionError";
constexpr std::string_view kOverflow = "OverflowError";
constexpr std::string_view kValue = "ValueError";
// An operation on instances calls their special method (`a + b` is `a.__add__(b)`, `x in
// lst` calls the items' __eq__), which may raise anything. Inside a try the flow graph
// gets an Exception link for it; the annotator follows that link only when an operand
// may be such an instance (OperationMayCallUserCode), so int and str code keeps its
// graphs.
constexpr std::string_view kUser = "Exception";

std::vector<OperationInfo> BuildTable() {
  std::vector<OperationInfo> ops = {
      // Unary arithmetic and truth.
      {"is_true", 1, true, {}, "bool(x), if x, while x"},
      {"not_", 1, true, {}, "not x, x is not y, x not in y"},
      {"pos", 1, true, {kUser}, "+x"},
      {"neg", 1, true, {kUser}, "-x"},
      {"invert", 1, true, {kUser}, "~x"},
      {"abs", 1, true, {kUser}, "abs(x)"},
      // Binary arithmetic (Python 3: `/` is truediv).
      {"add", 2, true, {kUser}, "x + y"},
      {"sub", 2, true, {kUser}, "x - y"},
      {"mul", 2, true, {kUser}, "x * y"},
      {"truediv", 2, true, {kZeroDiv, kUser}, "x / y"},
      {"floordiv", 2, true, {kZeroDiv, kUser}, "x // y"},
      {"mod", 2, true, {kZeroDiv, kUser}, "x % y"},
      // float ** raises OverflowError when the result overflows and ValueError for a
      // negative base and a fractional exponent (CPython gives a complex number there).
      {"pow", 2, true, {kZeroDiv, kOverflow, kValue, kUser}, "x ** y"},
      {"lshift", 2, true, {kUser}, "x << y"},
      {"rshift", 2, true, {kUser}, "x >> y"},
      {"and_", 2, true, {kUser}, "x & y"},
      {"or_", 2, true, {kUser}, "x | y"},
      {"xor", 2, true, {kUser}, "x ^ y"},
      {"matmul", 2, true, {kUser}, "x @ y"},
      // In-place forms: kept distinct because lists mutate in place.
      {"inplace_add", 2, false, {kUser}, "x += y"},
      {"inplace_sub", 2, false, {kUser}, "x -= y"},
      {"inplace_mul", 2, false, {kUser}, "x *= y"},
      {"inplace_truediv", 2, false, {kZeroDiv, kUser}, "x /= y"},
      {"inplace_floordiv", 2, false, {kZeroDiv, kUser}, "x //= y"},
      {"inplace_mod", 2, false, {kZeroDiv, kUser}, "x %= y"},
      {"inplace_pow", 2, false, {kZeroDiv, kOverflow, kValue, kUser}, "x **= y"},
      {"inplace_lshift", 2, false, {kUser}, "x <<= y"},
      {"inplace_rshift", 2, false, {kUser}, "x >>= y"},
      {"inplace_and", 2, false, {kUser}, "x &= y"},
      {"inplace_or", 2, false, {kUser}, "x |= y"},
      {"inplace_xor", 2, false, {kUser}, "x ^= y"},
      {"inplace_matmul", 2, false, {kUser}, "x @= y"},
      // Overflow-checked arithmetic, recorded for ovfcheck(x op y).
      {"neg_ovf", 1, false, {kOverflow, kUser}, "ovfcheck(-x)"},
      {"abs_ovf", 1, false, {kOverflow, kUser}, "ovfcheck(abs(x))"},
      {"add_ovf", 2, false, {kOverflow, kUser}, "ovfcheck(x + y)"},
      {"sub_ovf", 2, false, {kOverflow, kUser}, "ovfcheck(x - y)"},
      {"mul_ovf", 2, false, {kOverflow, kUser}, "ovfcheck(x * y)"},
      {"floordiv_ovf", 2, false, {kZeroDiv, kOverflow, kUser}, "ovfcheck(x // y)"},
      {"mod_ovf", 2, false, {kZeroDiv, kOverflow, kUser}, "ovfcheck(x % y)"},
      {"lshift_ovf", 2, false, {kOverflow, kUser}, "ovfcheck(x << y)"},
      // Comparisons and identity.
      {"lt", 2, true, {kUser}, "x < y"},
      {"le", 2, true, {kUser}, "x <= y"},
      {"eq", 2, true, {kUser}, "x == y"},
      {"ne", 2, true, {kUser}, "x != y"},
      {"gt", 2, true, {kUser}, "x > y"},
      {"ge", 2, true, {kUser}, "x >= y"},
      {"is_", 2, true, {}, "x is y"},
      // ValueError: an int outside 0..255 looked for in bytes.
      {"contains", 2, true, {"ValueError", kUser}, "y in x (container first)"},
      {"issubtype", 2, true, {}, "except C: matching the exception class"},
      // Attributes and items.
      // A property's getter may raise anything: the flow builder gives the link only to
      // reads of a name some class of the program makes a property (IsPropertyRead).
      {"getattr", 2, true, {kUser}, "x.attr"},
      // A property's setter may raise anything; a property without one, AttributeError.
      {"setattr", 3, false, {"Exception"}, "x.attr = v"},
      {"delattr", 2, false, {}, "del x.attr"},
      // ValueError: a slice step of zero (x[::0]), an extended slice assigned the wrong size.
      {"getitem", 2, true, {"IndexError", "KeyError", "ValueError", kUser}, "x[i]"},
      {"setitem",
       3,
       false,
       {"IndexError", "KeyError", "ValueError", "MemoryError", kUser},
       "x[i] = v"},
      {"delitem", 2, false, {"IndexError", "KeyError", "ValueError", kUser}, "del x[i]"},
      {"newslice", 3, true, {}, "x[a:b:c] (the slice object)"},
      {"len", 1, true, {}, "length check of sequence unpacking"},
      // Calls: simple_call(f, args...); call_args(f, shape, args...) where shape is a
      // constant tuple (number of positional args, keyword names tuple, has *args,
      // has **kwargs).
      {"simple_call", -1, false, {"BaseException"}, "f(a, b)"},
      {"call_args", -1, false, {"BaseException"}, "f(a, k=b), f(*a), f(**k)"},
      // Builders.
      {"newtuple", -1, true, {}, "(a, b)"},
      {"newlist", -1, false, {}, "[a, b]"},
      {"newdict", -1, false, {}, "{k: v} (keys and values alternating)"},
      {"newset", -1, false, {}, "{a, b}"},
      {"list_extend", 2, false, {}, "[*a] and list displays"},
      {"dict_update", 2, false, {}, "{**a}"},
      // Iteration.
      {"iter", 1, true, {"Exception"}, "for x in y: iter(y) (an instance's __iter__)"},
      {"next", 1, false, {"StopIteration"}, "for x in y: next(it)"},
      // Only in a generator's body while it is flowed: the resume transform
      // (passes/flow/generator.cc) turns each into saving the live variables and a return.
      {"yield_", 1, false, {"GeneratorExit"}, "yield x"},
      // Strings and formatting.
      // An instance shows through its __str__ / __repr__ (a container's items through
      // theirs), which may raise anything; so may `'fmt' % x` (see FlowContext::Record).
      {"str", 1, true, {"Exception"}, "f'{x!s}', str(x)"},
      {"repr", 1, true, {"Exception"}, "f'{x!r}', repr(x)"},
      {"ascii", 1, true, {}, "f'{x!a}'"},
      {"format", 2, true, {"ValueError", "Exception"}, "f'{x:spec}'"},
      {"buildstr", -1, true, {}, "f'a{x}b': concatenation of the parts"},
      {"hash", 1, true, {}, "hash(x)"},
      {"type", 1, true, {}, "type(x)"},
  };
  std::sort(ops.begin(), ops.end(),
            [](const OperationInfo& a, const OperationInfo& b) { return a.name < b.name; });
  return ops;
}

}  // namespace

const std::vector<OperationInfo>& AllOperations() {
  static const std::vector<OperationInfo> table = BuildTable();
  return table;
}

const OperationInfo* FindOperation(std::string_view name) {
  const auto& table = AllOperations();
  auto it =
      std::lower_bound(table.begin(), table.end(), name,
                       [](const OperationInfo& op, std::string_view n) { return op.name < n; });
  return it != table.end() && it->name == name ? &*it : nullptr;
}

std::string_view OverflowVariant(std::string_view name) {
  static constexpr std::string_view kHaveVariant[] = {"neg", "abs",      "add", "sub",
                                                      "mul", "floordiv", "mod", "lshift"};
  static constexpr std::string_view kVariants[] = {"neg_ovf", "abs_ovf",   "add_ovf",
                                                   "sub_ovf", "mul_ovf",   "floordiv_ovf",
                                                   "mod_ovf", "lshift_ovf"};
  if (name.starts_with("inplace_")) name.remove_prefix(8);
  for (size_t i = 0; i < std::size(kHaveVariant); ++i) {
    if (kHaveVariant[i] == name) return kVariants[i];
  }
  return "";
}

bool IsNumberOperation(std::string_view name) {
  if (name.starts_with("inplace_")) name.remove_prefix(8);
  if (name.ends_with("_ovf")) name.remove_suffix(4);
  static constexpr std::string_view kOps[] = {
      "pos", "neg",    "invert", "abs",  "add", "sub", "mul", "truediv", "floordiv", "mod",
      "pow", "lshift", "rshift", "and_", "or_", "xor", "lt",  "le",      "gt",       "ge"};
  return std::find(std::begin(kOps), std::end(kOps), name) != std::end(kOps);
}

}  // namespace rtfarm::model
