// Frozen pre-built constants seen through sets (one struct per family, one prebuilt
// struct per object) and specialize:memo calls (table lookups, no graph), on corpus
// programs translated up to the back-end.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "passes/annotator/descs.h"
#include "passes/rtyper/universe.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

using rtyper::FrozenFamily;

std::vector<std::string> MemberKeys(const FrozenFamily& family) {
  std::vector<std::string> keys;
  for (const annotator::Desc* d : family.members) keys.push_back(d->key());
  return keys;
}

std::set<std::string> FieldNames(const FrozenFamily& family) {
  std::set<std::string> names;
  for (const auto& [name, type] : family.fields) names.insert(name);
  return names;
}

size_t PrebuiltsOfType(const rtyper::Universe& universe, const lltype::Type* type) {
  size_t n = 0;
  for (const auto& [symbol, p] : universe.prebuilt()) n += p.type == type;
  return n;
}

TEST(FrozenPbcTest, ObjectsSeenTogetherShareOneStructPerFamily) {
  LowLevelProgram program = TranslateFrontEnd("tests/programs/116_frozen_sets.py");
  ASSERT_NE(program.universe, nullptr);
  rtyper::Universe& u = *program.universe;
  const auto& families = u.frozen_families();
  ASSERT_EQ(families.size(), 2u);
  // Sorted by name; named after their first member, whatever the order of discovery.
  const FrozenFamily& units = *families[0];
  const FrozenFamily& styles = *families[1];
  EXPECT_TRUE(units.name.starts_with("frz_116_frozen_sets_INCH_")) << units.name;
  EXPECT_TRUE(styles.name.starts_with("frz_116_frozen_sets_LOUD_")) << styles.name;
  EXPECT_EQ(MemberKeys(units),
            (std::vector<std::string>{"116_frozen_sets.INCH", "116_frozen_sets.METRE"}));
  // Keyed by their global names, though QUIET is also LOUD.partner and PLAIN is also
  // Banner.style (HostSpace::MirrorGlobals): the names do not depend on the threads.
  EXPECT_EQ(MemberKeys(styles),
            (std::vector<std::string>{"116_frozen_sets.LOUD", "116_frozen_sets.PLAIN",
                                      "116_frozen_sets.QUIET"}));
  // The attributes read through the sets; methods (apply, score) are no fields.
  EXPECT_EQ(FieldNames(styles), (std::set<std::string>{"f_counter", "f_mark", "f_name", "f_partner",
                                                       "f_render", "f_tags", "f_weight"}));
  EXPECT_EQ(FieldNames(units), (std::set<std::string>{"f_name", "f_scale"}));
  // The same attribute name in two families, with two types.
  EXPECT_EQ(units.fields.at("f_name"), u.types().Signed());
  EXPECT_EQ(styles.fields.at("f_name"), u.StringPtr());
  EXPECT_EQ(styles.fields.at("f_weight"), u.types().Float());
  EXPECT_EQ(styles.fields.at("f_partner"), styles.ptr);  // a frozen object of the family
  EXPECT_EQ(styles.fields.at("f_render")->target()->kind(), lltype::TypeKind::kFunc);
  EXPECT_TRUE(styles.ptr->target()->is_gc());
  EXPECT_EQ(styles.ptr->target()->name(), styles.name);
  EXPECT_EQ(u.FrozenFamilyOf(styles.ptr), &styles);
  EXPECT_EQ(u.FrozenFamilyOf(u.StringPtr()), nullptr);
  for (const annotator::Desc* d : styles.members) EXPECT_EQ(u.FrozenFamilyOfDesc(d), &styles);
  // One prebuilt struct per member.
  EXPECT_EQ(PrebuiltsOfType(u, styles.ptr), 3u);
  EXPECT_EQ(PrebuiltsOfType(u, units.ptr), 2u);
}

TEST(FrozenPbcTest, MemoCallsAreTableLookupsWithoutGraphs) {
  LowLevelProgram program = TranslateFrontEnd("tests/programs/117_memo_tables.py");
  ASSERT_NE(program.universe, nullptr);
  rtyper::Universe& u = *program.universe;
  size_t selects = 0;
  for (const annotator::GraphInfo* info : u.graphs()) {
    for (const char* memo : {"greeting", "ruler", "powers", "label", "next_mode", "shape_name"})
      EXPECT_FALSE(info->key.starts_with(std::string("117_memo_tables.") + memo)) << info->key;
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::SpaceOperation& op : block->operations) {
        if (op.opname != "select") continue;
        ++selects;
        EXPECT_EQ(op.args[0]->concretetype, u.types().Bool());
        EXPECT_EQ(op.args[1]->concretetype, op.result->concretetype);
        EXPECT_EQ(op.args[2]->concretetype, op.result->concretetype);
      }
    }
  }
  // greeting(flag), ruler/powers/next_mode/label(mode), powers(mode, flag), shape_name(cls).
  EXPECT_GE(selects, 8u);
}

TEST(FrozenPbcTest, MemoOfConstantsIsOneSharedPrebuiltResult) {
  LowLevelProgram program = TranslateFrontEnd("tests/programs/052_specialize.py");
  ASSERT_NE(program.universe, nullptr);
  std::set<std::string> tables;
  for (const auto& [symbol, p] : program.universe->prebuilt()) {
    if (p.object->key().starts_with("052_specialize.table_for(")) tables.insert(p.object->key());
  }
  EXPECT_EQ(tables.size(), 2u);  // table_for(5) and table_for(8)
}

}  // namespace
}  // namespace rtfarm::testing
