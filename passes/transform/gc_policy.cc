#include "passes/transform/gc_policy.h"

namespace rtfarm::transform {
namespace {

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
  std::string LinkLibraries(const std::string& archive) const override {
    return (archive.empty() ? std::string("-lgc") : archive) + " -lpthread";
  }
};

}  // namespace

std::unique_ptr<GcPolicy> MakeGcPolicy(const std::string& name) {
  if (name == "boehm") return std::make_unique<BoehmPolicy>();
  return nullptr;
}

}  // namespace rtfarm::transform
