#include "passes/model/flow_model.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace rtfarm::model {

void Block::RenameUses(const std::unordered_map<const Value*, Variable*>& renamed) {
  auto rename = [&](Value*& value) {
    auto it = renamed.find(value);
    if (it != renamed.end()) value = it->second;
  };
  for (SpaceOperation& op : operations)
    for (Value*& arg : op.args) rename(arg);
  if (exitswitch_var != nullptr) {
    auto it = renamed.find(exitswitch_var);
    if (it != renamed.end()) exitswitch_var = it->second;
  }
  for (Link* link : exits)
    for (Value*& arg : link->args) rename(arg);
}

FunctionGraph::FunctionGraph(std::string name) : name_(std::move(name)) {
  returnblock_ = NewBlock({NewVariable("result")});
  returnblock_->is_final_ = true;
  exceptblock_ = NewBlock({NewVariable("etype"), NewVariable("evalue")});
  exceptblock_->is_final_ = true;
}

Variable* FunctionGraph::NewVariable(std::string hint) {
  variables_.push_back(std::make_unique<Variable>(next_variable_++, std::move(hint)));
  return variables_.back().get();
}

Variable* FunctionGraph::NewVariableNumbered(int number, std::string hint) {
  if (number < next_variable_) {
    throw std::invalid_argument("NewVariableNumbered(" + std::to_string(number) +
                                "): numbers below " + std::to_string(next_variable_) +
                                " are taken");
  }
  if (number == std::numeric_limits<int>::max()) {
    throw std::invalid_argument("NewVariableNumbered(" + std::to_string(number) +
                                "): no number would be left for the next variable");
  }
  next_variable_ = number;
  return NewVariable(std::move(hint));
}

Variable* FunctionGraph::CopyVariable(const Variable* original) {
  return NewVariable(original->hint());
}

Constant* FunctionGraph::NewConstant(const host::HostObject* object) {
  constants_.push_back(std::make_unique<Constant>(object, static_cast<int>(constants_.size())));
  return constants_.back().get();
}

Constant* FunctionGraph::NewOwnedConstant(std::unique_ptr<host::HostObject> object) {
  owned_objects_.push_back(std::move(object));
  return NewConstant(owned_objects_.back().get());
}

Block* FunctionGraph::NewBlock(std::vector<Variable*> inputargs) {
  blocks_.push_back(std::make_unique<Block>());
  blocks_.back()->inputargs = std::move(inputargs);
  blocks_.back()->index_ = next_block_++;
  return blocks_.back().get();
}

Link* FunctionGraph::NewLink(Block* from, Block* to, std::vector<Value*> args,
                             const host::HostObject* exitcase) {
  links_.push_back(std::make_unique<Link>());
  Link* link = links_.back().get();
  link->prevblock = from;
  link->target = to;
  link->args = std::move(args);
  link->exitcase = exitcase;
  return link;
}

std::vector<Block*> FunctionGraph::Blocks() const {
  std::vector<Block*> order;
  if (startblock_ == nullptr) return order;
  // Indexed by creation order: passes call this often, a hash set showed in profiles.
  std::vector<bool> seen(next_block_);
  std::vector<Block*> stack = {startblock_};
  while (!stack.empty()) {
    Block* block = stack.back();
    stack.pop_back();
    if (seen[block->index_]) continue;
    seen[block->index_] = true;
    order.push_back(block);
    // Reverse so that the first exit is visited first.
    for (auto it = block->exits.rbegin(); it != block->exits.rend(); ++it) {
      if (!seen[(*it)->target->index_]) stack.push_back((*it)->target);
    }
  }
  return order;
}

std::vector<Link*> FunctionGraph::Links() const {
  std::vector<Link*> links;
  for (Block* block : Blocks()) {
    links.insert(links.end(), block->exits.begin(), block->exits.end());
  }
  return links;
}

// Blocks are marked by creation order and links found in a sorted vector: passes prune
// after every change, and hash sets of 100,000 blocks and links showed in profiles.
void FunctionGraph::Prune() {
  std::vector<Block*> live = Blocks();
  std::vector<bool> live_block(next_block_);
  for (Block* block : live) live_block[block->index_] = true;
  for (Block* final_block : {returnblock_, exceptblock_}) {
    if (final_block != nullptr) live_block[final_block->index_] = true;
  }
  std::vector<const Link*> live_links;
  for (Block* block : live)
    live_links.insert(live_links.end(), block->exits.begin(), block->exits.end());
  std::sort(live_links.begin(), live_links.end(), std::less<const Link*>());
  std::erase_if(blocks_, [&](const auto& b) { return !live_block[b->index_]; });
  std::erase_if(links_, [&](const auto& l) {
    return !std::binary_search(live_links.begin(), live_links.end(),
                               static_cast<const Link*>(l.get()), std::less<const Link*>());
  });
}

void FunctionGraph::CompactValues() {
  std::vector<char> variable_used(static_cast<size_t>(next_variable_));
  std::vector<char> constant_used(constants_.size());
  auto use = [&](const Value* v) {
    if (v == nullptr) return;
    if (v->is_constant()) {
      // A constant another graph made (or none) keeps its number.
      const auto* c = static_cast<const Constant*>(v);
      if (c->number_ >= 0 && static_cast<size_t>(c->number_) < constants_.size() &&
          constants_[c->number_].get() == c)
        constant_used[c->number_] = 1;
    } else {
      variable_used[static_cast<const Variable*>(v)->number_] = 1;
    }
  };
  std::vector<Block*> blocks = Blocks();
  blocks.push_back(returnblock_);
  blocks.push_back(exceptblock_);
  for (const Block* block : blocks) {
    for (const Variable* v : block->inputargs) use(v);
    for (const SpaceOperation& op : block->operations) {
      for (const Value* v : op.args) use(v);
      use(op.result);
    }
    use(block->exitswitch_var);
    for (const Link* link : block->exits) {
      for (const Value* v : link->args) use(v);
      use(link->last_exception);
      use(link->last_exc_value);
    }
  }
  // variables_ and constants_ are in number order: keep the used ones, numbered densely.
  int next = 0;
  std::deque<std::unique_ptr<Variable>> variables;
  for (auto& v : variables_) {
    if (!variable_used[v->number_]) continue;
    v->number_ = next++;
    variables.push_back(std::move(v));
  }
  variables_ = std::move(variables);
  next_variable_ = next;
  next = 0;
  std::deque<std::unique_ptr<Constant>> constants;
  for (auto& c : constants_) {
    if (!constant_used[c->number_]) continue;
    c->number_ = next++;
    constants.push_back(std::move(c));
  }
  constants_ = std::move(constants);
}

std::vector<std::string> SymbolsNamed(const FunctionGraph& graph) {
  std::vector<std::string> symbols;
  auto use = [&](const Value* v) {
    if (!v->is_constant()) return;
    const std::string& symbol = static_cast<const Constant*>(v)->symbol;
    if (!symbol.empty()) symbols.push_back(symbol[0] == '&' ? symbol.substr(1) : symbol);
  };
  for (const Block* block : graph.Blocks()) {
    for (const SpaceOperation& op : block->operations)
      for (const Value* a : op.args) use(a);
    for (const Link* link : block->exits)
      for (const Value* a : link->args) use(a);
  }
  return symbols;
}

}  // namespace rtfarm::model
