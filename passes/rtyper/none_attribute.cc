// `x.name` and `x.name = v` where x is an instance that may be None.
//
// CPython raises AttributeError ('NoneType' object has no attribute 'name'); a translated
// read of None's field is a memory fault, which rpy_main.c reports as that error and
// exits, like RPython. That differs from CPython only where a handler catches the error,
// so the check is made only there: for an operation whose own handlers may catch it (the
// flow builder gives getattr and setattr an AttributeError link in a function naming
// AttributeError, Exception or BaseException), and for every such operation of a program
// that names AttributeError in some handler (the error may come from any function the
// guarded code calls). Elsewhere a check would cost every read of a nullable instance
// (RPython does not check either).
#include "passes/rtyper/rtyper.h"

namespace rtfarm::rtyper {

void CheckNoneOwner(OpContext& c, bool caught) {
  if (c.op.opname != "getattr" && c.op.opname != "setattr") return;
  if (c.args.empty() || c.args[0]->kind != annotator::Kind::kInstance || !c.args[0]->can_be_none)
    return;
  if (!caught && !c.universe().catches_attribute_error()) return;
  const host::HostObject* name = c.ConstArg(1);
  if (name == nullptr || name->kind() != host::HostKind::kStr) return;
  Value* none = c.Emit("ptr_iszero", {c.Arg(0)}, c.types().Bool());
  c.Call("rpy_check_attribute", {none, c.Str(name->text())}, c.types().Void(), true);
}

}  // namespace rtfarm::rtyper
