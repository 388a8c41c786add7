// Lowerings the RTyper chooses for common idioms, on corpus programs translated up to
// the back-end: `[x] * n` without the one-item list, `//` and `%` by constants inline.
#include <gtest/gtest.h>

#include <string>

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

}  // namespace
}  // namespace rtfarm::testing
