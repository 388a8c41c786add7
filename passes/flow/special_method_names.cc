#include "passes/flow/special_method_names.h"

namespace rtfarm::flow {
namespace {

constexpr std::string_view kArithmetic[] = {"add", "sub", "mul",    "truediv", "floordiv",
                                            "mod", "pow", "lshift", "rshift",  "and",
                                            "or",  "xor", "matmul"};

std::string_view WithoutAffixes(std::string_view op) {
  if (op.starts_with("inplace_")) op.remove_prefix(8);
  if (op.ends_with("_ovf")) op.remove_suffix(4);
  if (op.ends_with("_")) op.remove_suffix(1);  // and_, or_
  return op;
}

std::string Dunder(std::string_view name) { return "__" + std::string(name) + "__"; }

}  // namespace

std::optional<std::vector<std::string>> SpecialMethodsOf(std::string_view opname) {
  std::string_view op = WithoutAffixes(opname);
  for (std::string_view arithmetic : kArithmetic) {
    if (op != arithmetic) continue;
    std::vector<std::string> methods = {Dunder(op), Dunder("r" + std::string(op)),
                                        Dunder("i" + std::string(op))};
    // 'fmt' % x shows x through its __str__ or __repr__ (a container's items too).
    if (op == "mod") methods.insert(methods.end(), {"__str__", "__repr__"});
    return methods;
  }
  if (op == "neg" || op == "pos" || op == "invert" || op == "abs")
    return std::vector<std::string>{Dunder(op)};
  if (op == "lt" || op == "le" || op == "gt" || op == "ge")
    return std::vector<std::string>{"__lt__", "__le__", "__gt__", "__ge__"};
  if (op == "eq" || op == "ne") return std::vector<std::string>{"__eq__", "__ne__"};
  // `x in c`: c's __contains__ (or its iteration), or the items' __eq__ (and __hash__
  // in a dict or set).
  if (op == "contains") {
    return std::vector<std::string>{"__contains__", "__iter__", "__getitem__", "__eq__",
                                    "__hash__"};
  }
  // x[i]: x's method, i's __index__, or a dict key's __hash__ and __eq__.
  if (op == "getitem" || op == "setitem" || op == "delitem")
    return std::vector<std::string>{Dunder(op), "__index__", "__hash__", "__eq__"};
  // x.attr calls no special method; a property's getter is FlowContext::IsPropertyRead's.
  if (op == "getattr") return std::vector<std::string>{};
  return std::nullopt;
}

}  // namespace rtfarm::flow
