#include "passes/annotator/annotator.h"

#include <algorithm>
#include <chrono>

#include "passes/annotator/rules.h"
#include "passes/flow/build_flow.h"

namespace rtfarm::annotator {
namespace {

const model::Variable* AsVariable(const model::Value* v) {
  return v != nullptr && !v->is_constant() ? static_cast<const model::Variable*>(v) : nullptr;
}

// An operation whose result is not known yet: the rest of the block waits for a reflow.
struct BlockedInference {};

// Narrowing facts name variables of the block that computed them: they do not travel.
Ann ForLink(const Ann& value) {
  if (value->knowntypedata.empty()) return value;
  auto copy = std::make_shared<Annotation>(*value);
  copy->knowntypedata.clear();
  return copy;
}

}  // namespace

std::string AnnotatorError::Format() const {
  std::string text = file + ":" + std::to_string(line) + ": in " + function + ": " + message;
  if (!operation.empty()) text += "\n    operation: " + operation;
  return text;
}

bool AnnotatorError::operator<(const AnnotatorError& other) const {
  return std::tie(file, line, function, operation, message) <
         std::tie(other.file, other.line, other.function, other.operation, other.message);
}

Annotator::Annotator(host::HostSpace& space, AnnotatorOptions options)
    : space_(space), options_(options), bookkeeper_(std::make_unique<Bookkeeper>(space, this)) {
  shuffle_state_ = options_.schedule_seed;
}

Annotator::~Annotator() = default;

void Annotator::AnnotateEntryPoint(const host::HostObject* function) {
  ListDef* argv = bookkeeper_->NewListDef();
  argv->item().Generalise(StrAnn());
  AnnotateFunction(function, {ListAnn(argv)});
}

GraphInfo* Annotator::AnnotateFunction(const host::HostObject* function, std::vector<Ann> args) {
  GraphInfo* info = GraphFor(bookkeeper_->GetFunctionDesc(function), "");
  if (info->graph != nullptr) MergeInto(info, info->graph->startblock(), args, "the entry point");
  Complete();
  return info;
}

GraphInfo* Annotator::GraphFor(FunctionDesc* desc, const std::string& spec_key) {
  auto it = desc->specializations.find(spec_key);
  if (it != desc->specializations.end()) return it->second;
  std::string key = desc->key() + (spec_key.empty() ? "" : "<" + spec_key + ">");
  auto info = std::make_unique<GraphInfo>();
  info->key = key;
  info->desc = desc;
  GraphInfo* result = info.get();
  graphs_[key] = std::move(info);
  desc->specializations[spec_key] = result;
  BuildGraph(result);
  return result;
}

void Annotator::BuildGraph(GraphInfo* info) {
  try {
    info->graph = flow::BuildFlowGraph(space_, info->desc->object());
  } catch (const flow::FlowError& error) {
    errors_.push_back({error.file(), error.line(), error.function(), "", error.construct()});
    return;
  }
  info->bindings.assign(info->graph->variable_count(), nullptr);
  info->origins.assign(info->graph->variable_count(), "");
  std::vector<model::Block*> blocks = info->graph->Blocks();
  for (size_t i = 0; i < blocks.size(); ++i) {
    graph_of_block_[blocks[i]] = info;
    info->block_index[blocks[i]] = static_cast<int>(i);
  }
  graph_of_block_[info->graph->returnblock()] = info;
  graph_of_block_[info->graph->exceptblock()] = info;
}

Ann Annotator::Binding(const GraphInfo& info, const model::Value* value) const {
  if (value == nullptr) return Impossible();
  if (value->is_constant()) return nullptr;
  auto* var = static_cast<const model::Variable*>(value);
  if (var->number() < 0 || var->number() >= static_cast<int>(info.bindings.size()))
    return Impossible();
  const Ann& a = info.bindings[var->number()];
  return a ? a : Impossible();
}

Ann Annotator::ReturnAnnotation(const GraphInfo& info) const {
  if (info.graph == nullptr) return Impossible();
  return Binding(info, info.graph->returnblock()->inputargs[0]);
}

Ann Annotator::CallGraph(GraphInfo* info, const std::vector<Ann>& args) {
  if (info->graph == nullptr) return Impossible();
  const model::Block* start = info->graph->startblock();
  if (args.size() != start->inputargs.size()) {
    throw AnnotationRefused(info->key + "() takes " + std::to_string(start->inputargs.size()) +
                            " arguments, " + std::to_string(args.size()) + " given");
  }
  MergeInto(info, start, args, "the call at " + CurrentWhere());
  if (current_block_ != nullptr) info->return_readers.insert(current_block_);
  return ReturnAnnotation(*info);
}

ListDef* Annotator::ListDefHere(int slot) {
  auto& def = listdefs_here_[CurrentPositionKey() + "#" + std::to_string(slot)];
  if (def == nullptr) def = bookkeeper_->NewListDef();
  return def;
}

DictDef* Annotator::DictDefHere(int slot) {
  auto& def = dictdefs_here_[CurrentPositionKey() + "#" + std::to_string(slot)];
  if (def == nullptr) def = bookkeeper_->NewDictDef();
  return def;
}

std::string Annotator::CurrentWhere() const {
  if (current_op_ == nullptr) return "?";
  std::string file = current_op_->position.file;
  auto slash = file.rfind('/');
  return (slash == std::string::npos ? file : file.substr(slash + 1)) + ":" +
         std::to_string(current_op_->position.line);
}

std::string Annotator::CurrentPositionKey() const {
  // Blocks are identified by their index in the deterministic block order.
  std::string key = current_graph_ ? current_graph_->key : "?";
  if (current_graph_ != nullptr) {
    auto it = current_graph_->block_index.find(current_block_);
    key += "/" + std::to_string(it == current_graph_->block_index.end() ? -1 : it->second);
  }
  return key + "/" + std::to_string(current_op_index_);
}

void Annotator::Reflow(const Readers& readers) {
  for (const model::Block* block : readers) Schedule(block);
}

void Annotator::Schedule(const model::Block* block) {
  if (!scheduled_.insert(block).second) return;
  pending_.push_back(block);
}

void Annotator::MergeInto(GraphInfo* info, const model::Block* target,
                          const std::vector<Ann>& values, const std::string& where) {
  bool changed = reached_.insert(target).second;
  for (size_t i = 0; i < target->inputargs.size(); ++i) {
    const model::Variable* var = target->inputargs[i];
    Ann& binding = info->bindings[var->number()];
    Ann value = ForLink(values[i]);
    Ann merged;
    try {
      merged = binding ? Union(binding, value) : value;
    } catch (const UnionError&) {
      std::string name = var->hint().empty() ? "a value" : "variable '" + var->hint() + "'";
      throw AnnotationRefused(name + " of " + info->key + " gets " + Describe(binding) + " at " +
                              info->origins[var->number()] + " and " + Describe(value) + " at " +
                              where);
    }
    if (binding == nullptr) info->origins[var->number()] = where;
    if (binding == nullptr || !Equal(merged, binding)) {
      binding = merged;
      changed = true;
    }
  }
  if (!changed) return;
  Schedule(target);
  // A generalised return value reaches every caller that used it.
  if (info->graph != nullptr && target == info->graph->returnblock()) Reflow(info->return_readers);
}

std::string Annotator::LinkWhere(GraphInfo* info, const model::Link* link) const {
  std::string file = info->graph->position.file;
  auto slash = file.rfind('/');
  int line = link->line != 0 ? link->line : info->graph->position.line;
  return (slash == std::string::npos ? file : file.substr(slash + 1)) + ":" + std::to_string(line);
}

Ann Annotator::ValueOf(GraphInfo* info, const model::Value* value) {
  if (value->is_constant())
    return bookkeeper_->ImmutableValue(static_cast<const model::Constant*>(value)->object());
  return Binding(*info, value);
}

void Annotator::SetBinding(GraphInfo* info, const model::Variable* var, const Ann& value) {
  Ann& slot = info->bindings[var->number()];
  slot = slot ? Union(slot, value) : value;
}

void Annotator::RecordError(const std::string& message) {
  AnnotatorError error;
  error.function = current_graph_ ? current_graph_->key : "?";
  if (current_op_ != nullptr) {
    error.file = current_op_->position.file;
    error.line = current_op_->position.line;
    error.operation = current_op_->opname + "(";
    for (size_t i = 0; i < current_op_->args.size(); ++i) {
      const model::Value* arg = current_op_->args[i];
      std::string text;
      try {
        text = Describe(ValueOf(current_graph_, arg));
      } catch (const std::exception&) {
        text = "?";
      }
      error.operation += (i ? ", " : "") + text;
    }
    error.operation += ")";
  }
  if (current_op_ == nullptr && current_link_ != nullptr && current_graph_ != nullptr) {
    error.file = current_graph_->graph->position.file;
    error.line =
        current_link_->line != 0 ? current_link_->line : current_graph_->graph->position.line;
  }
  error.message = message;
  std::string key = error.Format();
  if (error_keys_.insert(key).second) errors_.push_back(error);
}

void Annotator::Complete() {
  auto start = std::chrono::steady_clock::now();
  while (!pending_.empty()) {
    if (shuffle_state_ != 0 && pending_.size() > 1) {
      // A deterministic pseudo-random pick: the result must not depend on the order.
      shuffle_state_ = shuffle_state_ * 6364136223846793005ULL + 1442695040888963407ULL;
      size_t pick = (shuffle_state_ >> 33) % pending_.size();
      std::swap(pending_.front(), pending_[pick]);
    }
    const model::Block* block = pending_.front();
    pending_.pop_front();
    scheduled_.erase(block);
    if (++block_flows_ > options_.max_block_flows) {
      RecordError("annotation does not terminate (more than " +
                  std::to_string(options_.max_block_flows) + " block annotations)");
      break;
    }
    FlowBlock(block);
  }
  seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::sort(errors_.begin(), errors_.end());
}

void Annotator::FlowBlock(const model::Block* block) {
  GraphInfo* info = graph_of_block_.at(block);
  if (block->is_final()) return;
  for (const model::Variable* var : block->inputargs) {
    if (info->bindings[var->number()] == nullptr) return;  // not reached yet
  }
  ++info->flows;
  current_graph_ = info;
  current_block_ = block;
  bool blocked_at_raising_op = false;
  bool completed = false;
  try {
    AnnotateOperations(info, block, &blocked_at_raising_op);
    completed = true;
  } catch (const BlockedInference&) {
  } catch (const AnnotationRefused& refused) {
    RecordError(refused.what());
  } catch (const UnionError& error) {
    RecordError(error.what());
  }
  if (completed || blocked_at_raising_op) {
    current_op_ = nullptr;
    current_op_index_ = -1;
    try {
      FollowExits(info, block, blocked_at_raising_op);
    } catch (const AnnotationRefused& refused) {
      RecordError(refused.what());
    } catch (const UnionError& error) {
      RecordError(error.what());
    }
    current_link_ = nullptr;
  }
  current_graph_ = nullptr;
  current_block_ = nullptr;
  current_op_ = nullptr;
  current_op_index_ = -1;
}

void Annotator::AnnotateOperations(GraphInfo* info, const model::Block* block,
                                   bool* blocked_at_raising_op) {
  for (size_t i = 0; i < block->operations.size(); ++i) {
    const model::SpaceOperation& op = block->operations[i];
    current_op_ = &op;
    current_op_index_ = static_cast<int>(i);
    std::vector<Ann> args;
    std::vector<const model::Variable*> vars;
    for (const model::Value* arg : op.args) {
      args.push_back(ValueOf(info, arg));
      vars.push_back(AsVariable(arg));
    }
    Ann result = AnnotateOperation(*this, op, args, vars);
    if (result->kind == Kind::kImpossible) {
      // Blocked: the result is not known yet (a callee's return value, an empty
      // list's items). The block is annotated again when that changes. Exceptions of
      // the last operation can still be caught.
      bool last = i + 1 == block->operations.size();
      *blocked_at_raising_op = last && block->exitswitch == model::ExitSwitch::kLastException;
      throw BlockedInference{};
    }
    SetBinding(info, op.result, result);
  }
}

void Annotator::FollowExits(GraphInfo* info, const model::Block* block, bool only_exceptions) {
  Ann switch_value;
  if (block->exitswitch == model::ExitSwitch::kVariable)
    switch_value = Binding(*info, block->exitswitch_var);
  for (size_t i = 0; i < block->exits.size(); ++i) {
    const model::Link* link = block->exits[i];
    bool exception_link = block->exitswitch == model::ExitSwitch::kLastException && i > 0;
    if (only_exceptions && !exception_link) continue;
    std::vector<const KnownType*> knowntypes;
    if (switch_value != nullptr) {
      // A constant switch follows only its own case: dead branches are cut.
      if (switch_value->constant != nullptr && link->exitcase != nullptr &&
          switch_value->constant->key() != link->exitcase->key()) {
        continue;
      }
      for (const KnownType& known : switch_value->knowntypedata) knowntypes.push_back(&known);
    }
    std::vector<Ann> values;
    bool takeable = true;
    for (const model::Value* arg : link->args) {
      Ann value;
      if (exception_link && arg == link->last_exception) {
        value = TypeAnn(bookkeeper_->ClassDefOf(link->exitcase));
      } else if (exception_link && arg == link->last_exc_value) {
        value = bookkeeper_->InstanceOf(link->exitcase);
      } else {
        value = ValueOf(info, arg);
        for (const KnownType* known : knowntypes) {
          if (known->variable != arg || link->exitcase == nullptr) continue;
          const Ann& refined =
              link->exitcase->IsTrueConstant() ? known->when_true : known->when_false;
          if (refined != nullptr) value = refined;
        }
      }
      if (value->kind == Kind::kImpossible) takeable = false;  // not yet
      values.push_back(value);
    }
    if (!takeable) continue;
    current_link_ = link;
    MergeInto(info, link->target, values, LinkWhere(info, link));
    current_link_ = nullptr;
  }
}

std::vector<const GraphInfo*> Annotator::graphs() const {
  std::vector<const GraphInfo*> result;
  for (const auto& [key, info] : graphs_) result.push_back(info.get());
  return result;
}

AnnotatorStats Annotator::stats() const {
  AnnotatorStats stats;
  for (const auto& [key, info] : graphs_) {
    if (info->graph == nullptr) continue;
    ++stats.graphs;
    stats.blocks += static_cast<int>(info->graph->Blocks().size());
  }
  stats.block_flows = block_flows_;
  stats.classes = static_cast<int>(bookkeeper_->classdefs().size());
  stats.seconds = seconds_;
  return stats;
}

}  // namespace rtfarm::annotator
