#include "passes/flow/enum_classes.h"

#include "passes/flow/flow_context.h"

namespace rtfarm::flow {
namespace {

using model::Value;

// The attribute `name` of the prepared enum class `value` is, or null.
const host::HostObject* EnumClassAttr(const Value* value, const char* name) {
  if (value == nullptr || !value->is_constant()) return nullptr;
  const host::HostObject* klass = static_cast<const model::Constant*>(value)->object();
  if (klass == nullptr || klass->kind() != host::HostKind::kClass) return nullptr;
  if (klass->LookupClassAttr("_rtfarm_members_") == nullptr) return nullptr;
  return klass->LookupClassAttr(name);
}

// Builtins that iterate over their arguments, as they iterate over an enum class.
constexpr const char* kIteratingBuiltins[] = {
    "len", "list", "tuple", "sorted", "reversed",  "enumerate", "zip",   "min",
    "max", "any",  "all",   "set",    "frozenset", "map",       "filter"};

bool IsIteratingBuiltin(const Value* function) {
  if (function == nullptr || !function->is_constant()) return false;
  const host::HostObject* callee = static_cast<const model::Constant*>(function)->object();
  if (callee == nullptr) return false;
  std::string name;
  if (callee->kind() == host::HostKind::kBuiltin) {
    name = callee->text();
  } else if (callee->kind() == host::HostKind::kClass && callee->key().starts_with("builtins.")) {
    name = callee->key().substr(sizeof("builtins.") - 1);
  } else {
    return false;
  }
  for (const char* each : kIteratingBuiltins) {
    if (name == each) return true;
  }
  return false;
}

}  // namespace

Value* EnumMembersOr(FlowContext& ctx, Value* value) {
  const host::HostObject* members = EnumClassAttr(value, "_rtfarm_members_");
  return members != nullptr ? ctx.Const(members) : value;
}

void SubstituteEnumClassCall(FlowContext& ctx, Value** function, std::vector<Value*>* args,
                             const std::vector<std::string>& keywords) {
  if (const host::HostObject* of_value = EnumClassAttr(*function, "_rtfarm_of_value_")) {
    if (args->size() != 1 || !keywords.empty())
      ctx.Fail("calling an enum class is supported only as Color(value), to look a member up");
    *function = ctx.Const(of_value);
    return;
  }
  if (!IsIteratingBuiltin(*function)) return;
  size_t positional = args->size() - keywords.size();
  for (size_t i = 0; i < positional; ++i) (*args)[i] = EnumMembersOr(ctx, (*args)[i]);
}

Value* EnumClassSubscript(FlowContext& ctx, Value* container, Value* index) {
  const host::HostObject* of_name = EnumClassAttr(container, "_rtfarm_of_name_");
  if (of_name == nullptr) return nullptr;
  return ctx.Record("simple_call", {ctx.Const(of_name), index});
}

Value* EnumClassContains(FlowContext& ctx, Value* container, Value* item) {
  const host::HostObject* contains = EnumClassAttr(container, "_rtfarm_contains_");
  if (contains == nullptr) return nullptr;
  return ctx.Record("simple_call", {ctx.Const(contains), item});
}

}  // namespace rtfarm::flow
