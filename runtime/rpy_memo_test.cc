// copy.deepcopy()'s memo (rpy_memo.c): every key maps to the last value put for it, also
// across the table's growth; a key never put is absent; freeing empties it.
#include <vector>

#include "runtime/testing/rpy_test_util.h"

namespace {

TEST(RpyMemo, MapsEachKeyAcrossGrowth) {
  rpy_memo memo = {0, 0, nullptr, nullptr};
  std::vector<long> keys(1000), values(1000);
  EXPECT_EQ(rpy_memo_get(&memo, &keys[0]), nullptr);
  for (size_t i = 0; i < keys.size(); ++i) rpy_memo_put(&memo, &keys[i], &values[i]);
  for (size_t i = 0; i < keys.size(); ++i) EXPECT_EQ(rpy_memo_get(&memo, &keys[i]), &values[i]);
  EXPECT_EQ(memo.used, 1000);
  rpy_memo_put(&memo, &keys[7], &values[8]);
  EXPECT_EQ(rpy_memo_get(&memo, &keys[7]), &values[8]);
  EXPECT_EQ(memo.used, 1000);
  long other = 0;
  EXPECT_EQ(rpy_memo_get(&memo, &other), nullptr);
  rpy_memo_free(&memo);
  EXPECT_EQ(rpy_memo_get(&memo, &keys[0]), nullptr);
}

}  // namespace
