// The operations the flow builder can record (docs/operations.md lists them).
//
// For each: arity, whether it is pure (the flow builder folds it when every argument is
// a constant it can compute on), and which exceptions it can raise as an implicit effect:
// only those are modelled as exception links when the operation sits inside a `try`.
// Later passes rename operations freely; this table describes the flow level only.
#pragma once

#include <string_view>
#include <vector>

namespace rtfarm::model {

struct OperationInfo {
  std::string_view name;
  int arity;  // -1: variadic
  bool pure;
  std::vector<std::string_view> canraise;  // builtin exception class names
  std::string_view python;                 // the Python construct it comes from
};

// Null when `name` is not a flow-level operation.
const OperationInfo* FindOperation(std::string_view name);
const std::vector<OperationInfo>& AllOperations();

// The overflow-checked variant recorded for `ovfcheck(x <op> y)` ("add" -> "add_ovf"),
// or "" when the operation has none.
std::string_view OverflowVariant(std::string_view name);

// Arithmetic, bitwise, unary and ordering operations, in place or not: those whose
// operands, when numbers, are used as numbers (a number that may be None raises
// TypeError there).
bool IsNumberOperation(std::string_view name);

}  // namespace rtfarm::model
