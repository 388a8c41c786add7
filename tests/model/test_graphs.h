// Hand-built flow graphs and HostBuilder-made constants shared by the model tests.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "passes/host/host_builder.h"
#include "passes/host/host_object.h"
#include "passes/model/flow_model.h"

namespace rtfarm::model::testing {

// Owns every constant the test graphs use.
class TestConstants {
 public:
  TestConstants();

  // One object per value, as HostSpace mirrors each Python object once.
  const host::HostObject* Int(int64_t value);
  const host::HostObject* Str(const std::string& value);
  const host::HostObject* Bool(bool value);
  const host::HostObject* None() const { return none_; }

  // A class `mod.Point`, its instance `mod.ORIGIN` whose __dict__ holds itself ("self"),
  // and a method whose defaults tuple holds the instance: cycles through attrs, type,
  // defaults and mro.
  const host::HostObject* point_class() const { return point_class_; }
  const host::HostObject* origin() const { return origin_; }
  const host::HostObject* method() const { return method_; }
  // The builtin exception classes (ZeroDivisionError's mro goes through
  // ArithmeticError, Exception, BaseException, object).
  const host::HostObject* zero_division() const { return zero_division_; }
  const host::HostObject* exception() const { return exception_; }
  // ("a", 1, None)
  const host::HostObject* tuple() const { return tuple_; }

  host::HostObject* Add(std::unique_ptr<host::HostObject> object);

 private:
  host::HostObject* MakeClass(const std::string& name, std::vector<const host::HostObject*> bases);

  std::vector<std::unique_ptr<host::HostObject>> owned_;
  std::map<int64_t, const host::HostObject*> ints_;
  std::map<std::string, const host::HostObject*> strs_;
  std::map<bool, const host::HostObject*> bools_;
  const host::HostObject* none_ = nullptr;
  const host::HostObject* point_class_ = nullptr;
  const host::HostObject* origin_ = nullptr;
  const host::HostObject* method_ = nullptr;
  const host::HostObject* zero_division_ = nullptr;
  const host::HostObject* exception_ = nullptr;
  const host::HostObject* tuple_ = nullptr;
};

// def straight(x, y): return str((x + y) * 2) + "!"      (also uses the tuple and the
// self-referencing instance constants)
std::unique_ptr<FunctionGraph> StraightLineGraph(TestConstants& c);
// def diamond(x): return -x if x > 0 else x + 1
std::unique_ptr<FunctionGraph> DiamondGraph(TestConstants& c);
// def loop(n): acc = 0; i = 0; while i < n: acc += i; i += 1; return acc
std::unique_ptr<FunctionGraph> LoopGraph(TestConstants& c);
// def guarded(x, d):
//   try: return x // d
//   except ZeroDivisionError: return 0
// (other exceptions propagate to the exceptblock through last_exception/last_exc_value)
std::unique_ptr<FunctionGraph> ExceptionGraph(TestConstants& c);

}  // namespace rtfarm::model::testing
