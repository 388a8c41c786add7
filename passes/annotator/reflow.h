// Who must be annotated again when a hidden variable (list items, dict keys and values,
// a class attribute, a function's return value) generalises: the seed's meta-rule
// "a modified binding reschedules the rules that read it", at block granularity.
#pragma once

#include <unordered_set>

#include "passes/model/flow_model.h"

namespace rtfarm::annotator {

// Hashed, not ordered: a method called from hundreds of sites through a PBC registers
// each calling block once per site, and an ordered set's insertion walked a tree of
// cache misses each time. The order readers are rescheduled in does not matter: the
// fixpoint is the same whatever the schedule.
using Readers = std::unordered_set<const model::Block*>;

class ReflowSink {
 public:
  virtual ~ReflowSink() = default;
  virtual void Reflow(const Readers& readers) = 0;
  // The block being annotated now (null outside block annotation): reads register it.
  virtual const model::Block* CurrentBlock() const = 0;
};

}  // namespace rtfarm::annotator
