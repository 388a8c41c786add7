#include "passes/annotator/listdef.h"

namespace rtfarm::annotator {

Ann HiddenValue::Read() {
  const model::Block* block = sink_->CurrentBlock();
  if (block != nullptr && block != last_reader_) {
    readers_.insert(block);
    last_reader_ = block;
  }
  return value_;
}

void HiddenValue::Generalise(const Ann& value) {
  Ann merged = Union(value_, value);
  if (Equal(merged, value_)) return;
  value_ = merged;
  sink_->Reflow(readers_);
}

void HiddenValue::Absorb(HiddenValue& other) {
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
  std::shared_ptr<Shared> absorbed = other->shared_;
  shared_->item.Absorb(absorbed->item);
  shared_->mutated |= absorbed->mutated;
  shared_->resized |= absorbed->resized;
  shared_->range &= absorbed->range;
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
  std::shared_ptr<Shared> absorbed = other->shared_;
  shared_->key.Absorb(absorbed->key);
  shared_->value.Absorb(absorbed->value);
  for (DictDef* owner : absorbed->owners) {
    owner->shared_ = shared_;
    shared_->owners.push_back(owner);
  }
}

}  // namespace rtfarm::annotator
