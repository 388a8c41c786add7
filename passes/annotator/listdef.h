// Hidden variables of containers (seed 000 §6.5): every list (dict) annotation points to
// a ListDef (DictDef); all aliases of one list share it, and two lists that meet in one
// variable merge theirs, so that a generalisation of the items is seen everywhere.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/reflow.h"
#include "passes/annotator/world_lock.h"

namespace rtfarm::annotator {

// One hidden variable: its binding and the blocks that read it.
class HiddenValue {
 public:
  HiddenValue(ReflowSink* sink, std::string what) : sink_(sink), what_(std::move(what)) {}
  // The binding, registering the current block as a reader.
  Ann Read();
  Ann peek() const {  // the binding, registering nobody
    std::lock_guard lock(mu_);
    return value_;
  }
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
  // Workers annotating blocks read and generalise hidden variables at once, with the
  // world held shared: the binding and the readers are the variable's own to guard.
  // (Absorbing one into another, which destroys it, holds the world exclusive.)
  mutable std::mutex mu_;
};

class ListDef {
 public:
  ListDef(ReflowSink* sink);
  HiddenValue& item() { return shared_->item; }
  // Flags only ever set (until two ListDefs merge, with the world held exclusive): set by
  // workers at once, with the world held shared.
  void MarkMutated() { shared_->mutated.store(true, std::memory_order_relaxed); }
  void MarkResized() {
    shared_->mutated.store(true, std::memory_order_relaxed);
    shared_->resized.store(true, std::memory_order_relaxed);
  }
  void MarkRange() { shared_->range.store(true, std::memory_order_relaxed); }
  // A tuple whose length is known only at run time (tuple(lst), a slice of one, t1 + t2):
  // an immutable list shown as (a, b), hashable. Set when the ListDef is made, before
  // it flows anywhere; a list and such a tuple never merge (Union refuses).
  void MarkTuple() { shared_->tuple.store(true, std::memory_order_relaxed); }
  bool tuple() const { return shared_->tuple; }
  // A bytearray: a list of ints in 0..255 shown as bytearray(b'...') (bytearray(...), a
  // slice of one). Set when made, as tuple.
  void MarkByteArray() { shared_->bytearray.store(true, std::memory_order_relaxed); }
  bool bytearray() const { return shared_->bytearray; }
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
    std::atomic<bool> mutated{false};
    std::atomic<bool> resized{false};
    std::atomic<bool> range{false};
    std::atomic<bool> tuple{false};
    std::atomic<bool> bytearray{false};
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
  // Set by every operation that may add or remove keys (item assignment and deletion,
  // pop, popitem, setdefault, update, clear): a **kwargs dict whose keys are passed on
  // by `f(**kwargs)` must keep the keys it was made with. Only ever set (a merge keeps it).
  void MarkKeysChanged() { shared_->keys_changed.store(true, std::memory_order_relaxed); }
  bool keys_changed() const { return shared_->keys_changed; }

 private:
  struct Shared {
    explicit Shared(ReflowSink* sink) : key(sink, "dict key"), value(sink, "dict value") {}
    HiddenValue key;
    HiddenValue value;
    std::atomic<bool> keys_changed{false};
    std::vector<DictDef*> owners;
  };
  std::shared_ptr<Shared> shared_;
};

}  // namespace rtfarm::annotator
