#include "passes/annotator/dump.h"

namespace rtfarm::annotator {
namespace {

std::string VarName(const model::Variable* var) {
  return var->name() + (var->hint().empty() ? "" : " " + var->hint());
}

}  // namespace

std::string DumpAnnotations(const Annotator& annotator) {
  std::string out;
  for (const GraphInfo* info : annotator.graphs()) {
    out += "graph " + info->key + "\n";
    if (info->graph == nullptr) {
      out += "  (refused by the flow builder)\n";
      continue;
    }
    std::vector<model::Block*> blocks = info->graph->Blocks();
    for (size_t b = 0; b < blocks.size(); ++b) {
      const model::Block* block = blocks[b];
      out += "  block" + std::to_string(b) + "\n";
      auto line = [&](const model::Variable* var) {
        out += "    " + VarName(var) + ": " + Describe(annotator.Binding(*info, var)) + "\n";
      };
      for (const model::Variable* var : block->inputargs) line(var);
      for (const auto& op : block->operations) line(op.result);
    }
    out += "  returns: " + Describe(annotator.ReturnAnnotation(*info)) + "\n";
  }
  for (const auto& [name, classdef] : const_cast<Annotator&>(annotator).bookkeeper().classdefs()) {
    out += "class " + name;
    if (classdef->base() != nullptr) out += "(" + classdef->base()->name() + ")";
    out += "\n";
    for (const auto& [attr, attribute] : classdef->attrs()) {
      out += "  ." + attr + ": " + Describe(attribute->value.peek()) + "\n";
    }
  }
  for (const auto& family : const_cast<Annotator&>(annotator).bookkeeper().CallFamilies()) {
    out += "call family";
    for (const std::string& member : family) out += " " + member;
    out += "\n";
  }
  return out;
}

}  // namespace rtfarm::annotator
