#include "passes/transform/frame_storage.h"

#include <functional>
#include <map>

namespace rtfarm::transform {

using model::Block;
using model::Link;
using model::SpaceOperation;
using model::Variable;

bool IsListHelper(const std::string& callee) {
  return callee.starts_with("rpy_list_") || callee.starts_with("rpy_array_");
}

bool IsContainerIteratorHelper(const std::string& callee) {
  return (IsListHelper(callee) || callee.starts_with("rpy_dict_") ||
          callee.starts_with("rpy_set_")) &&
         (callee.ends_with("_iter_new") || callee.ends_with("_iter_next"));
}

bool IsStrIteratorHelper(const std::string& callee) {
  return callee == "rpy_str_iter_new" || callee == "rpy_str_iter_next" ||
         callee == "rpy_bytes_iter_new" || callee == "rpy_bytes_iter_next";
}

bool IsIteratorHelper(const std::string& callee) {
  return IsContainerIteratorHelper(callee) || IsStrIteratorHelper(callee);
}

FrameStorage FindFrameStorage(const std::vector<Block*>& blocks, bool iterators_in_frame,
                              bool prebuilt_iterators_in_frame) {
  static const std::set<std::string> kConsumers = {
      "lrange_iter_new", "lrange_iter_next", "lrange_len", "lrange_getitem", "lrange_contains"};
  // An iterator of a prebuilt list, str or bytes may live in the frame under a collector
  // that counts no references: the container is held by a static root for the whole run, and a
  // moving collector moves the prebuilt objects once, before the program starts (GenC's
  // rpy_entry_point), so the collector has nothing to find or update through the
  // iterator, which holds only the container and an index. (A dict's or set's iterator
  // holds its entries too, which a resize replaces.)
  auto frame_iterator_new = [&](const SpaceOperation& op, const std::string& callee) {
    if (!IsIteratorHelper(callee) || !callee.ends_with("_iter_new")) return false;
    if (iterators_in_frame) return true;
    bool prebuilt = prebuilt_iterators_in_frame && op.args.size() > 1 && op.args[1]->is_constant();
    return prebuilt && (IsListHelper(callee) || IsStrIteratorHelper(callee));
  };
  std::map<const Variable*, const Variable*> root;  // union-find over link flows
  std::function<const Variable*(const Variable*)> find = [&](const Variable* v) {
    auto it = root.find(v);
    if (it == root.end() || it->second == v) return v;
    return it->second = find(it->second);
  };
  auto unite = [&](const Variable* a, const Variable* b) { root[find(a)] = find(b); };
  std::set<const Variable*> escaping;
  std::vector<const Variable*> seen;    // every variable met, to list a class's members
  std::vector<const Variable*> others;  // defined otherwise than by a call below or a copy
  for (Block* block : blocks) {
    for (const Variable* v : block->inputargs) seen.push_back(v);
    if (block == blocks.front())
      others.insert(others.end(), block->inputargs.begin(), block->inputargs.end());
    for (const SpaceOperation& op : block->operations) {
      if (op.result != nullptr) seen.push_back(op.result);
      if ((op.opname == "same_as" || op.opname == "cast_pointer") && !op.args[0]->is_constant()) {
        unite(static_cast<const Variable*>(op.args[0]), op.result);
        continue;
      }
      if (op.result != nullptr) others.push_back(op.result);
      if (op.opname.starts_with("gc_")) continue;
      bool consumer = false;
      if (op.opname == "direct_call") {
        const std::string& f = static_cast<const model::Constant*>(op.args[0])->symbol;
        consumer = kConsumers.count(f) || (IsIteratorHelper(f) && f.ends_with("_iter_next"));
      }
      for (size_t i = 0; i < op.args.size(); ++i) {
        if (op.args[i]->is_constant()) continue;
        if (!consumer || i != 1) escaping.insert(static_cast<const Variable*>(op.args[i]));
      }
    }
    if (block->exitswitch_var) escaping.insert(block->exitswitch_var);
    for (const Link* link : block->exits) {
      for (size_t i = 0; i < link->args.size(); ++i) {
        if (link->args[i]->is_constant()) continue;
        auto* v = static_cast<const Variable*>(link->args[i]);
        if (link->target->is_final() || i >= link->target->inputargs.size()) {
          escaping.insert(v);
        } else {
          unite(v, link->target->inputargs[i]);
        }
      }
    }
  }
  std::set<const Variable*> bad;
  for (const Variable* v : escaping) bad.insert(find(v));
  FrameStorage storage;
  std::set<const Variable*> framed;  // the classes of the framed calls' results
  std::set<const Variable*> framed_results;
  for (Block* block : blocks) {
    for (const SpaceOperation& op : block->operations) {
      if (op.opname != "direct_call") continue;
      const std::string& f = static_cast<const model::Constant*>(op.args[0])->symbol;
      if ((f == "lrange_new" || f == "lrange_iter_new" || frame_iterator_new(op, f)) &&
          !bad.count(find(op.result))) {
        storage.calls.insert(&op);
        framed.insert(find(op.result));
        framed_results.insert(op.result);
      }
    }
  }
  // A class that a value of another origin joins (a range a call returned) keeps its
  // variables: that value may be on the heap.
  std::set<const Variable*> mixed;
  for (const Variable* v : others)
    if (!framed_results.count(v)) mixed.insert(find(v));
  for (const Variable* v : seen)
    if (framed.count(find(v)) && !mixed.count(find(v))) storage.values.insert(v);
  return storage;
}

}  // namespace rtfarm::transform
