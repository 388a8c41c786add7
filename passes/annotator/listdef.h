// Hidden variables of containers (seed 000 §6.5): every list (dict) annotation points to
// a ListDef (DictDef); all aliases of one list share it, and two lists that meet in one
// variable merge theirs, so that a generalisation of the items is seen everywhere.
#pragma once

#include <memory>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/reflow.h"

namespace rtfarm::annotator {

// One hidden variable: its binding and the blocks that read it.
class HiddenValue {
 public:
  HiddenValue(ReflowSink* sink, std::string what) : sink_(sink), what_(std::move(what)) {}
  // The binding, registering the current block as a reader.
  Ann Read();
  const Ann& peek() const { return value_; }
  // Generalises the binding; reschedules the readers when it changed. Throws UnionError.
  void Generalise(const Ann& value);
  void Absorb(HiddenValue& other);  // union of the two bindings and readers into this
  const std::string& what() const { return what_; }

 private:
  ReflowSink* sink_;
  std::string what_;
  Ann value_ = Impossible();
  Readers readers_;
  // The block that read it last, already among the readers: a block reads the same
  // attribute or list items again and again (each time it is annotated), and the insertion
  // into the readers was a hash lookup each time.
  const model::Block* last_reader_ = nullptr;
};

class ListDef {
 public:
  ListDef(ReflowSink* sink);
  HiddenValue& item() { return shared_->item; }
  void MarkMutated() { shared_->mutated = true; }
  void MarkResized() { shared_->mutated = shared_->resized = true; }
  void MarkRange() { shared_->range = true; }
  bool mutated() const { return shared_->mutated; }
  bool resized() const { return shared_->resized; }
  bool range() const { return shared_->range; }
  // Two ListDefs meeting in one variable become one (union-find by shared part).
  void Merge(ListDef* other);
  bool SameAs(const ListDef* other) const { return shared_ == other->shared_; }

 private:
  struct Shared {
    explicit Shared(ReflowSink* sink) : item(sink, "list item") {}
    HiddenValue item;
    bool mutated = false;
    bool resized = false;
    bool range = false;
    std::vector<ListDef*> owners;
  };
  std::shared_ptr<Shared> shared_;
};

class DictDef {
 public:
  DictDef(ReflowSink* sink);
  HiddenValue& key() { return shared_->key; }
  HiddenValue& value() { return shared_->value; }
  void Merge(DictDef* other);
  bool SameAs(const DictDef* other) const { return shared_ == other->shared_; }

 private:
  struct Shared {
    explicit Shared(ReflowSink* sink) : key(sink, "dict key"), value(sink, "dict value") {}
    HiddenValue key;
    HiddenValue value;
    std::vector<DictDef*> owners;
  };
  std::shared_ptr<Shared> shared_;
};

}  // namespace rtfarm::annotator
