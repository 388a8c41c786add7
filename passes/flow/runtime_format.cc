#include "passes/flow/runtime_format.h"

#include "passes/flow/flow_context.h"

namespace rtfarm::flow {
namespace {

using model::Value;

// The receiver of `method` when it is `receiver.<name>` looked up in this graph; null
// otherwise, and inside rlib.rformat itself (whose helpers call the receiver's own
// method when it is not a str).
Value* ReceiverOf(FlowContext& ctx, Value* method, const char* name) {
  if (method == nullptr || method->is_constant()) return nullptr;
  if (ctx.function() != nullptr && ctx.function()->key().starts_with("rlib.rformat."))
    return nullptr;
  const model::SpaceOperation* load = ctx.DefinitionInThisBlock(method);
  if (load == nullptr || load->opname != "getattr" || load->args.size() != 2) return nullptr;
  const Value* attribute = load->args[1];
  if (!attribute->is_constant()) return nullptr;
  const host::HostObject* text = static_cast<const model::Constant*>(attribute)->object();
  if (text == nullptr || text->kind() != host::HostKind::kStr || text->text() != name)
    return nullptr;
  return load->args[0];
}

Value* Helper(FlowContext& ctx, const char* name) {
  const host::HostObject* function = nullptr;
  try {
    const host::HostObject* module = ctx.space().ImportModule("rlib.rformat");
    function = ctx.space().ModuleAttr(module, name);
  } catch (const host::HostError& error) {
    ctx.Fail(std::string("rlib.rformat cannot be imported: ") + error.what());
  }
  if (function == nullptr || function->kind() != host::HostKind::kFunction)
    ctx.Fail(std::string("rlib.rformat has no function ") + name);
  return ctx.Const(function);
}

}  // namespace

void SubstituteRuntimeFormat(FlowContext& ctx, Value** function, std::vector<Value*>* args,
                             const std::vector<std::string>& keywords) {
  if (!keywords.empty()) return;
  if (Value* receiver = ReceiverOf(ctx, *function, "format_map")) {
    if (args->size() != 1) return;
    *function = Helper(ctx, "call_format_map");
    args->insert(args->begin(), receiver);
    return;
  }
  Value* receiver = ReceiverOf(ctx, *function, "format");
  if (receiver == nullptr || receiver->is_constant()) return;
  Value* tuple = ctx.RecordNoRaise("newtuple", *args);
  *function = Helper(ctx, "call_format");
  *args = {receiver, tuple};
}

Value* SubstituteFormatStar(FlowContext& ctx, Value* function,
                            const std::vector<Value*>& positional, Value* rest,
                            const std::vector<std::string>& keywords) {
  if (!keywords.empty()) return nullptr;
  Value* receiver = ReceiverOf(ctx, function, "format");
  if (receiver == nullptr) return nullptr;
  if (rest == nullptr) {
    // `fmt.format(*(a, b))`: the built tuple's items are the positional arguments.
    if (receiver->is_constant()) return nullptr;
    rest = ctx.RecordNoRaise("newtuple", positional);
  } else if (!positional.empty()) {
    return nullptr;
  }
  return ctx.Record("simple_call", {Helper(ctx, "call_format"), receiver, rest});
}

}  // namespace rtfarm::flow
