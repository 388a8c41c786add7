// Lowerings the RTyper chooses for common idioms, on corpus programs translated up to
// the back-end: `[x] * n` without the one-item list, `//` and `%` by constants inline,
// tuples of single functions converted item by item into tuples of function pointers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "passes/rtyper/rtyper.h"
#include "passes/rtyper/universe.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

// Calls in the whole program whose callee's C name ends with `suffix`.
int CallsEndingWith(const rtyper::Universe& u, const std::string& suffix) {
  int n = 0;
  for (const annotator::GraphInfo* info : u.graphs()) {
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::SpaceOperation& op : block->operations) {
        if (op.opname != "direct_call") continue;
        n += static_cast<const model::Constant*>(op.args[0])->symbol.ends_with(suffix);
      }
    }
  }
  return n;
}

TEST(LoweringTest, ListOfOneItemTimesNIsAllocAndSet) {
  LowLevelProgram program = TranslateFrontEnd("tests/programs/138_list_repeat_of_one_item.py");
  ASSERT_NE(program.universe, nullptr);
  // [None] * count, [0] * 4, [1.0] * 3, [7] * 2, [9] * 2, [[]] * 3, [False] * (...),
  // 3 * ["ab"], [1] * True, [1] * False, [None] * 2.
  // Lists of only None read as lists of instances ([None, None] * 2, empty * 3,
  // [None, None] + [Frame(8)]) are converted into NULL items of the other type.
  EXPECT_GE(CallsEndingWith(*program.universe, "_alloc_and_set"), 14);
  // The repetitions of lists of None not from a one-item literal: [None, None] * 2,
  // empty * 3, [None, None] * -1 and empty * 0.
  EXPECT_EQ(CallsEndingWith(*program.universe, "_mul"), 4);
}

TEST(LoweringTest, FloorDivisionByAConstantCallsNothing) {
  LowLevelProgram program = TranslateFrontEnd("tests/programs/139_floordiv_mod_by_constants.py");
  ASSERT_NE(program.universe, nullptr);
  EXPECT_EQ(CallsEndingWith(*program.universe, "rpy_int_floordiv"), 0);
  EXPECT_EQ(CallsEndingWith(*program.universe, "rpy_int_mod"), 0);
  // A divisor the program computes still goes through the checked runtime function.
  LowLevelProgram other = TranslateFrontEnd("tests/programs/002_int_arith.py");
  ASSERT_NE(other.universe, nullptr);
  EXPECT_GT(CallsEndingWith(*other.universe, "rpy_int_floordiv") +
                CallsEndingWith(*other.universe, "rpy_int_mod"),
            0);
}

// Stores of a function pointer into a tuple: how many name a function, how many are NULL.
struct FunctionStores {
  int named = 0;
  int null = 0;
};

FunctionStores FunctionPointerStores(const rtyper::Universe& u) {
  FunctionStores stores;
  for (const annotator::GraphInfo* info : u.graphs()) {
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::SpaceOperation& op : block->operations) {
        if (op.opname != "setfield" || op.args.size() != 3 || !op.args[2]->is_constant()) continue;
        const auto* value = static_cast<const model::Constant*>(op.args[2]);
        const lltype::Type* t = value->concretetype;
        if (t == nullptr || t->kind() != lltype::TypeKind::kPtr ||
            t->target()->kind() != lltype::TypeKind::kFunc)
          continue;
        (value->symbol.empty() ? stores.null : stores.named)++;
      }
    }
  }
  return stores;
}

TEST(LoweringTest, TuplesOfSingleFunctionsBecomeTuplesOfFunctionPointers) {
  // [(inc, add), (dbl, mul)]: each literal is a tuple of two Void items, converted into
  // the list's tuples of function pointers item by item. Its items were NULL.
  LowLevelProgram program = TranslateFrontEnd("tests/programs/154_tuples_of_functions_in_lists.py");
  ASSERT_NE(program.universe, nullptr);
  FunctionStores stores = FunctionPointerStores(*program.universe);
  EXPECT_GT(stores.named, 10);
  EXPECT_EQ(stores.null, 0);
}

TEST(LoweringTest, AConversionThatCannotBeMadeIsRefusedWithItsLine) {
  // A list of pairs of single functions read as a list of pairs of function pointers:
  // refused at the `+` (never a list of NULL pointers).
  host::HostSpace& space = Space();
  const host::HostObject* module =
      space.ImportFile(RunfilesHome() + "/tests/rtyper/list_concat_of_function_tuples.py");
  annotator::Annotator annotator(space, annotator::AnnotatorOptions{2, 0});
  annotator.AnnotateEntryPoint(space.FindEntryPoint(module));
  ASSERT_TRUE(annotator.errors().empty());
  rtyper::Universe universe(annotator);
  std::vector<std::string> errors = rtyper::RTyper(universe).SpecializeAll();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("list_concat_of_function_tuples.py:22: cannot convert list of "
                           "tuple(list_concat_of_function_tuples.inc, "
                           "list_concat_of_function_tuples.add)"),
            std::string::npos)
      << errors[0];
}

}  // namespace
}  // namespace rtfarm::testing
