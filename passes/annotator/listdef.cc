#include "passes/annotator/listdef.h"

#include <algorithm>

#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/world_lock.h"

namespace rtfarm::annotator {
namespace {

// Whether a value of annotation `a` holds (through list items, dict keys and values,
// set elements, tuple items) a container whose hidden variable is one of `targets`.
bool Reaches(const Ann& a, const std::vector<const HiddenValue*>& targets, int depth = 0) {
  if (a == nullptr || depth > 64) return false;
  auto hit = [&](HiddenValue& h) {
    return std::find(targets.begin(), targets.end(), &h) != targets.end() ||
           Reaches(h.peek(), targets, depth + 1);
  };
  switch (a->kind) {
    case Kind::kList:
      return hit(a->listdef->item());
    case Kind::kDict:
      return hit(a->dictdef->key()) || hit(a->dictdef->value());
    case Kind::kSet:
      return hit(a->dictdef->key());
    case Kind::kTuple:
    case Kind::kIterator:
      for (const Ann& item : a->items) {
        if (Reaches(item, targets, depth + 1)) return true;
      }
      return false;
    default:
      return false;
  }
}

// A list or dict that would hold containers of its own kind (`node = node.setdefault(k,
// {})`, `d[k] = d`): a recursive type, which no C type represents here. Refused where
// the union or the store making it happens.
[[noreturn]] void RefuseRecursiveContainer(const char* kind) {
  throw AnnotationRefused(std::string("a ") + kind +
                          " that holds containers of its own kind (a recursive type, as a "
                          "tree of nested dicts made by `node = node.setdefault(key, {})`) is "
                          "not supported: make the nodes instances of a class holding a dict "
                          "of children");
}

}  // namespace

Ann HiddenValue::Read() {
  const model::Block* block = sink_->CurrentBlock();
  if (block == nullptr) return peek();
  // Workers annotating blocks read hidden variables at once (the world held shared): the
  // reader is registered and the binding read under the variable's own lock, the one
  // Generalise changes it under.
  std::lock_guard lock(mu_);
  if (block != last_reader_) {
    readers_.insert(block);
    last_reader_ = block;
  }
  return value_;
}

void HiddenValue::Generalise(const Ann& value) {
  for (;;) {
    // United outside the lock: a union may describe other hidden variables (its error
    // message), taking their locks, and may throw NeedExclusive (ListDefs to merge).
    Ann seen = peek();
    Ann merged = Union(seen, value);
    if (Equal(merged, seen)) return;
    if (Reaches(merged, {this})) RefuseRecursiveContainer("container");
    std::lock_guard lock(mu_);
    if (value_ != seen) continue;  // generalised meanwhile by another worker
    // The readers are scheduled before the binding changes: scheduling may throw
    // NeedExclusive (making a graph to prefetch), and a step made again must find the
    // binding unchanged, or it would not schedule them. A reader run meanwhile reads the
    // binding under this lock, so after it changes.
    sink_->Reflow(readers_);
    value_ = merged;
    return;
  }
}

void HiddenValue::Absorb(HiddenValue& other) {
  WorldWrite();
  readers_.insert(other.readers_.begin(), other.readers_.end());
  Ann merged = Union(value_, other.value_);
  bool changed_here = !Equal(merged, value_);
  bool changed_there = !Equal(merged, other.value_);
  value_ = merged;
  // Every reader of either side may now see a more general value.
  if (changed_here || changed_there) sink_->Reflow(readers_);
}

ListDef::ListDef(ReflowSink* sink) : shared_(std::make_shared<Shared>(sink)) {
  shared_->owners.push_back(this);
}

void ListDef::Merge(ListDef* other) {
  if (SameAs(other)) return;
  WorldWrite();
  std::vector<const HiddenValue*> both = {&item(), &other->item()};
  if (Reaches(item().peek(), both) || Reaches(other->item().peek(), both))
    RefuseRecursiveContainer("list");
  std::shared_ptr<Shared> absorbed = other->shared_;
  shared_->item.Absorb(absorbed->item);
  if (absorbed->mutated) shared_->mutated = true;
  if (absorbed->resized) shared_->resized = true;
  if (!absorbed->range) shared_->range = false;
  if (absorbed->tuple) shared_->tuple = true;
  if (absorbed->bytearray) shared_->bytearray = true;
  for (ListDef* owner : absorbed->owners) {
    owner->shared_ = shared_;
    shared_->owners.push_back(owner);
  }
}

DictDef::DictDef(ReflowSink* sink) : shared_(std::make_shared<Shared>(sink)) {
  shared_->owners.push_back(this);
}

void DictDef::Merge(DictDef* other) {
  if (SameAs(other)) return;
  WorldWrite();
  std::vector<const HiddenValue*> all = {&key(), &value(), &other->key(), &other->value()};
  for (const HiddenValue* h : all) {
    if (Reaches(h->peek(), all)) RefuseRecursiveContainer("dict");
  }
  std::shared_ptr<Shared> absorbed = other->shared_;
  shared_->key.Absorb(absorbed->key);
  shared_->value.Absorb(absorbed->value);
  if (absorbed->keys_changed) MarkKeysChanged();
  for (DictDef* owner : absorbed->owners) {
    owner->shared_ = shared_;
    shared_->owners.push_back(owner);
  }
}

}  // namespace rtfarm::annotator
