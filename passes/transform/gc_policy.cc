#include "passes/transform/gc_policy.h"

namespace rtfarm::transform {
namespace {

bool TopLevel(const std::string& path) { return path.find('/') == std::string::npos; }

// The interface and the page heap of runtime/gc/ (rpy_gc_heap.h): its code is compiled by
// rpy_gc_heap.c, or by rpy_gc_heap_refcount.c for reference counting's larger header.
bool SharedByExactCollectors(const std::string& path) {
  return path == "gc/rpy_gc.h" || path == "gc/rpy_gc_heap.h" || path == "gc/rpy_gc_heap_impl.h";
}

// Boehm GC through the runtime's rpy_malloc/rpy_malloc_atomic (runtime/rpy_alloc.c):
// GC_MALLOC, or GC_MALLOC_ATOMIC for objects holding no GC pointers (a vtable pointer
// is static data), which the collector then never scans.
class BoehmPolicy : public GcPolicy {
 public:
  std::string name() const override { return "boehm"; }
  std::string Allocate(const std::string& c_type, bool traced) const override {
    // Traced fixed-size objects come from the runtime's inline free lists
    // (rpy_malloc_fixed in runtime/rpy.h): no call per object.
    return std::string(traced ? "rpy_malloc_fixed" : "rpy_malloc_atomic") + "(sizeof(" + c_type +
           "))";
  }
  std::string AllocateChecked(const std::string& c_type, bool traced) const override {
    return std::string(traced ? "rpy_malloc_fixed_checked" : "rpy_malloc_atomic_checked") +
           "(sizeof(" + c_type + "))";
  }
  std::string LinkLibraries(const std::string& archive) const override {
    return (archive.empty() ? std::string("-lgc") : archive) + " -lpthread";
  }
  bool UsesRuntimeFile(const std::string& path) const override { return TopLevel(path); }
};

// The exact mark-and-sweep collector (runtime/gc/rpy_gc_marksweep.c): typed objects from
// its inline free lists, shadow-stack roots, collections at collect points.
class MarkSweepPolicy : public GcPolicy {
 public:
  std::string name() const override { return "marksweep"; }
  bool exact() const override { return true; }
  std::string Allocate(const std::string& c_type, bool) const override {
    return "rpy_gc_malloc_fixed(" + TypeIdName(c_type) + ", sizeof(" + c_type + "))";
  }
  std::string LinkLibraries(const std::string&) const override { return ""; }
  bool UsesRuntimeFile(const std::string& path) const override {
    if (path == "rpy_alloc.c") return false;  // Boehm's
    return TopLevel(path) || SharedByExactCollectors(path) || path == "gc/rpy_gc_heap.c" ||
           path == "gc/rpy_gc_marksweep.c";
  }
};

// The generational collector (runtime/gc/rpy_gc_generational.c): a bump-pointer nursery
// (the inline allocation), objects moved once into the mark-and-sweep page heap, a
// write barrier on every store of a GC pointer into an object that may be old.
class GenerationalPolicy : public GcPolicy {
 public:
  std::string name() const override { return "generational"; }
  bool exact() const override { return true; }
  bool moving() const override { return true; }
  std::string Allocate(const std::string& c_type, bool) const override {
    return "rpy_gc_malloc_fixed(" + TypeIdName(c_type) + ", sizeof(" + c_type + "))";
  }
  std::string LinkLibraries(const std::string&) const override { return ""; }
  bool UsesRuntimeFile(const std::string& path) const override {
    if (path == "rpy_alloc.c") return false;  // Boehm's
    return TopLevel(path) || SharedByExactCollectors(path) || path == "gc/rpy_gc_heap.c" ||
           path == "gc/rpy_gc_generational.c";
  }
};

// Reference counting (runtime/gc/rpy_gc_refcount.c): deferred counting of the
// references from the heap and static data, the shadow stack's roots examined with the
// zero count table at collect points; the page heap's inline free lists.
class RefcountPolicy : public GcPolicy {
 public:
  std::string name() const override { return "refcount"; }
  bool exact() const override { return true; }
  bool counts_references() const override { return true; }
  std::string Allocate(const std::string& c_type, bool) const override {
    return "rpy_gc_malloc_fixed(" + TypeIdName(c_type) + ", sizeof(" + c_type + "))";
  }
  std::string LinkLibraries(const std::string&) const override { return ""; }
  bool UsesRuntimeFile(const std::string& path) const override {
    if (path == "rpy_alloc.c") return false;  // Boehm's
    return TopLevel(path) || SharedByExactCollectors(path) || path == "gc/rpy_gc_heap_refcount.c" ||
           path == "gc/rpy_gc_refcount.c";
  }
};

}  // namespace

std::string TypeIdName(const std::string& c_type) {
  std::string name = c_type;
  if (name.starts_with("struct ")) name = name.substr(7);
  return "rpy_tid_" + name;
}

std::unique_ptr<GcPolicy> MakeGcPolicy(const std::string& name) {
  if (name == "boehm") return std::make_unique<BoehmPolicy>();
  if (name == "marksweep") return std::make_unique<MarkSweepPolicy>();
  if (name == "generational") return std::make_unique<GenerationalPolicy>();
  if (name == "refcount") return std::make_unique<RefcountPolicy>();
  return nullptr;
}

std::string GcPolicyProblem(const std::string& name) {
  const char* available = " (available: boehm, marksweep, generational, refcount; see docs/gc.md)";
  if (name == "framework") return "gc=" + name + " is not implemented yet" + available;
  return "gc=" + name + " is not a garbage collector rtfarm knows" + available;
}

}  // namespace rtfarm::transform
