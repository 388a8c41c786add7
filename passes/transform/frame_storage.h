// Storage in the C frame (docs/genc.md): the ranges and range iterators that never escape
// their function (used only by the range operations, passed only along links) live in
// the C frame instead of the GC heap, so that a for loop over range() allocates nothing.
// When the collector scans the C stack (Boehm), so do the iterators of lists, strs,
// bytes, dicts and sets (`for x in items:`); an exact collector would not see the
// container such an iterator holds, unless it is a prebuilt list, str or bytes (`for d in
// ((0, 1), (1, 0)):`), held by a static root and never moved once the program runs (but
// not under reference counting: see FindFrameStorage).
//
// GenC writes that storage; the GC transform, which runs before it, must agree: such a
// call allocates nothing (no collect point) and its result is no GC pointer (no root;
// pushing its address would also make gcc keep the range in memory).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "passes/model/flow_model.h"

namespace rtfarm::transform {

// A function of a list or fixed-size list instantiation (runtime/rpy_list.h).
bool IsListHelper(const std::string& callee);
// A runtime helper of a list, dict or set iterator ("rpy_set_X_iter_next"): each kind has
// an `_iter_next_ok` that reports the end instead of raising StopIteration.
bool IsContainerIteratorHelper(const std::string& callee);
// A runtime helper making or stepping an iterator of a str or of bytes, whose step has an
// inline `_iter_next_ok`.
bool IsStrIteratorHelper(const std::string& callee);
// Either of those: a helper making or stepping an iterator of a list, str, bytes, dict or
// set.
bool IsIteratorHelper(const std::string& callee);

struct FrameStorage {
  std::set<const model::SpaceOperation*> calls;  // the calls written as frame storage
  std::set<const model::Variable*> values;       // every variable holding such an address
};

// `iterators_in_frame`: the collector scans the C stack, so container iterators may live
// in the frame too. `prebuilt_iterators_in_frame`: those of prebuilt lists, strs and
// bytes may (not under reference counting, where an exhausted iterator drops a reference
// its making took). Operations of the GC transform ("gc_*") are not uses: they only keep
// a value for the collector, which ignores storage in the C frame.
FrameStorage FindFrameStorage(const std::vector<model::Block*>& blocks, bool iterators_in_frame,
                              bool prebuilt_iterators_in_frame);

}  // namespace rtfarm::transform
