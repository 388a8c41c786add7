// The low-level operations the RTyper emits and GenC writes as C (RPython's
// lloperation table): integer, unsigned, float, char and bool arithmetic and
// comparisons, casts, memory access (fields, array items, allocation), calls.
//
// Integer division and modulo are C's (truncating); Python's floor semantics are built
// by the RTyper from them. `*_ovf` variants raise OverflowError, `*_zer` variants
// ZeroDivisionError: the exception transformer makes those checks explicit.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "passes/lltype/lltype.h"

namespace rtfarm::model {
class Constant;
}

namespace rtfarm::lltype {

struct LowLevelOperation {
  std::string name;
  bool pure;                               // no side effect: removable when unused, foldable
  std::vector<std::string_view> canraise;  // implicit exceptions
};

const LowLevelOperation* FindLowLevelOperation(std::string_view name);
const std::vector<LowLevelOperation>& AllLowLevelOperations();

// Checks one operation's argument and result types. `constants[i]` is the i-th argument
// when it is a constant (field names, malloc's type), else null. Returns "" when well
// typed, otherwise what is wrong.
std::string CheckOperationTypes(std::string_view name, const std::vector<const Type*>& args,
                                const Type* result,
                                const std::vector<const model::Constant*>& constants,
                                TypeRegistry& types);

// The graphs an indirect_call may call, by C name: its last argument, a Void constant
// whose symbol is "graphs:fn_a,fn_b" (the RTyper's record of the annotator's callees at
// that site). Empty when unknown: then the call may reach anything.
std::vector<std::string> IndirectCallTargets(const model::Constant* graph_list);

}  // namespace rtfarm::lltype
