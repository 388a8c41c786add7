#include "passes/lltype/check_lowlevel.h"

#include <gtest/gtest.h>

#include "passes/host/host_builder.h"
#include "passes/lltype/lloperations.h"

namespace rtfarm::lltype {
namespace {

// A hand-built low-level graph: the RTyper's output shape, without the RTyper.
class LowLevelGraphTest : public ::testing::Test {
 protected:
  LowLevelGraphTest() : graph("add_one") {
    one_object = host::HostBuilder::Make(host::HostKind::kInt, "int:1");
    host::HostBuilder::SetInt(one_object.get(), 1);
    name_object = host::HostBuilder::Make(host::HostKind::kStr, "str:'value'");
    host::HostBuilder::SetText(name_object.get(), "value");
    node = types.DeclareStruct("Node", true);
    types.SetFields(node, {{"value", types.Signed()}, {"next", types.Ptr(node)}});
    for (model::Variable* v : graph.returnblock()->inputargs) v->concretetype = types.Signed();
    graph.exceptblock()->inputargs[0]->concretetype = types.Signed();
    graph.exceptblock()->inputargs[1]->concretetype = types.Signed();
  }

  model::Constant* One() {
    model::Constant* c = graph.NewConstant(one_object.get());
    c->concretetype = types.Signed();
    return c;
  }
  model::Constant* FieldName() {
    model::Constant* c = graph.NewConstant(name_object.get());
    c->concretetype = types.Void();
    return c;
  }
  model::Variable* Var(const Type* type) {
    model::Variable* v = graph.NewVariable();
    v->concretetype = type;
    return v;
  }
  // start(x) -> op(args...) -> return result
  void Straight(const std::string& opname, std::vector<model::Value*> args, model::Variable* result,
                model::Variable* input) {
    model::Block* start = graph.NewBlock({input});
    graph.set_startblock(start);
    start->operations.push_back({opname, std::move(args), result, {}});
    start->exits.push_back(graph.NewLink(start, graph.returnblock(), {result}));
  }
  std::string Problems() {
    std::string joined;
    for (const auto& p : CheckLowLevelGraph(graph, types)) joined += p + "\n";
    return joined;
  }

  TypeRegistry types;
  model::FunctionGraph graph;
  std::unique_ptr<host::HostObject> one_object;
  std::unique_ptr<host::HostObject> name_object;
  const Type* node;
};

TEST_F(LowLevelGraphTest, WellTypedIntegerAddition) {
  model::Variable* x = Var(types.Signed());
  Straight("int_add", {x, One()}, Var(types.Signed()), x);
  EXPECT_EQ(Problems(), "");
}

TEST_F(LowLevelGraphTest, OperandOfTheWrongType) {
  model::Variable* x = Var(types.Float());
  Straight("int_add", {x, One()}, Var(types.Signed()), x);
  EXPECT_NE(Problems().find("int_add: argument 0 is Float, expected Signed"), std::string::npos)
      << Problems();
}

TEST_F(LowLevelGraphTest, ComparisonGivesBool) {
  model::Variable* x = Var(types.Signed());
  model::Variable* r = Var(types.Signed());
  Straight("int_lt", {x, One()}, r, x);
  EXPECT_NE(Problems().find("int_lt gives Bool, not Signed"), std::string::npos) << Problems();
}

TEST_F(LowLevelGraphTest, GetfieldThroughAPointer) {
  model::Variable* p = Var(types.Ptr(node));
  Straight("getfield", {p, FieldName()}, Var(types.Signed()), p);
  EXPECT_EQ(Problems(), "");
}

TEST_F(LowLevelGraphTest, GetfieldOfAMissingField) {
  model::Variable* p = Var(types.Ptr(node));
  model::Constant* name = FieldName();
  name->symbol = "nope";
  Straight("getfield", {p, name}, Var(types.Signed()), p);
  EXPECT_NE(Problems().find("has no field 'nope'"), std::string::npos) << Problems();
}

TEST_F(LowLevelGraphTest, MallocNeedsATypeConstant) {
  model::Variable* x = Var(types.Signed());
  model::Constant* type = graph.NewConstant(nullptr);
  type->type_value = node;
  type->concretetype = types.Void();
  Straight("malloc", {type}, Var(types.Ptr(node)), x);
  // The result is a pointer but the return block takes Signed: the link is refused.
  EXPECT_NE(Problems().find("passes Ptr(GcStruct Node) to"), std::string::npos) << Problems();
}

TEST_F(LowLevelGraphTest, UntypedValuesAreReported) {
  model::Variable* x = graph.NewVariable();
  Straight("int_neg", {x}, Var(types.Signed()), x);
  EXPECT_NE(Problems().find("has no low-level type"), std::string::npos) << Problems();
}

TEST_F(LowLevelGraphTest, UnknownOperation) {
  model::Variable* x = Var(types.Signed());
  Straight("add", {x, One()}, Var(types.Signed()), x);
  EXPECT_NE(Problems().find("unknown low-level operation add"), std::string::npos) << Problems();
}

TEST_F(LowLevelGraphTest, DirectCallChecksTheSignature) {
  const Type* func = types.Ptr(types.Func({types.Signed()}, types.Signed()));
  model::Constant* callee = graph.NewConstant(nullptr);
  callee->symbol = "pypy_g_f";
  callee->concretetype = func;
  model::Variable* x = Var(types.Float());
  Straight("direct_call", {callee, x}, Var(types.Signed()), x);
  EXPECT_NE(Problems().find("argument 0 is Float, expected Signed"), std::string::npos)
      << Problems();
}

// select(cond, a, b): a Bool, then two values of the result's type (memo lookups).
TEST_F(LowLevelGraphTest, SelectChoosesBetweenValuesOfItsType) {
  model::Variable* x = Var(types.Signed());
  model::Variable* cond = Var(types.Bool());
  model::Variable* r = Var(types.Signed());
  model::Block* start = graph.NewBlock({x});
  graph.set_startblock(start);
  start->operations.push_back({"int_lt", {x, One()}, cond, {}});
  start->operations.push_back({"select", {cond, x, One()}, r, {}});
  start->exits.push_back(graph.NewLink(start, graph.returnblock(), {r}));
  EXPECT_EQ(Problems(), "");
  ASSERT_NE(FindLowLevelOperation("select"), nullptr);
  EXPECT_TRUE(FindLowLevelOperation("select")->pure);
  EXPECT_TRUE(FindLowLevelOperation("select")->canraise.empty());
}

TEST_F(LowLevelGraphTest, SelectOfValuesOfAnotherType) {
  model::Variable* x = Var(types.Signed());
  model::Variable* cond = Var(types.Bool());
  model::Variable* f = Var(types.Float());
  model::Variable* r = Var(types.Signed());
  model::Block* start = graph.NewBlock({x});
  graph.set_startblock(start);
  start->operations.push_back({"int_lt", {x, One()}, cond, {}});
  start->operations.push_back({"cast_int_to_float", {x}, f, {}});
  start->operations.push_back({"select", {cond, x, f}, r, {}});
  start->exits.push_back(graph.NewLink(start, graph.returnblock(), {r}));
  EXPECT_NE(Problems().find("select of Signed and Float to Signed"), std::string::npos)
      << Problems();
  start->operations.back().args = {x, x, x};
  EXPECT_NE(Problems().find("select takes a Bool and two values"), std::string::npos) << Problems();
}

TEST(LowLevelOperationsTest, TableKnowsTheFamiliesAndTheirExceptions) {
  ASSERT_NE(FindLowLevelOperation("int_add"), nullptr);
  EXPECT_TRUE(FindLowLevelOperation("int_add")->pure);
  ASSERT_NE(FindLowLevelOperation("int_add_ovf"), nullptr);
  EXPECT_EQ(FindLowLevelOperation("int_add_ovf")->canraise,
            std::vector<std::string_view>{"OverflowError"});
  EXPECT_NE(FindLowLevelOperation("float_truediv"), nullptr);
  EXPECT_EQ(FindLowLevelOperation("int_truediv"), nullptr);  // ints divide by floordiv in C
  EXPECT_EQ(FindLowLevelOperation("float_lshift"), nullptr);
  EXPECT_NE(FindLowLevelOperation("setfield"), nullptr);
  EXPECT_FALSE(FindLowLevelOperation("setfield")->pure);
  const auto& all = AllLowLevelOperations();
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end(),
                             [](const auto& a, const auto& b) { return a.name < b.name; }));
}

}  // namespace
}  // namespace rtfarm::lltype
