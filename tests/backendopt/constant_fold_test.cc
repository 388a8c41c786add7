#include "passes/backendopt/constant_fold.h"

#include <gtest/gtest.h>

#include <climits>
#include <optional>

#include "passes/backendopt/fold_operation.h"
#include "passes/backendopt/graph_edit.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

class ConstantFoldTest : public ::testing::Test {
 protected:
  lltype::TypeRegistry& t = p.types;
  Program p;
  const Type* S() { return t.Signed(); }

  // f(x) = op(args) returned; the folded value, or null when not folded.
  const Constant* FoldedReturn(const std::string& opname, std::vector<int64_t> values,
                               const Type* operand, const Type* result) {
    FunctionGraph& g = p.Graph("f" + std::to_string(counter_++), {}, result);
    std::vector<Value*> args;
    for (int64_t v : values) args.push_back(lltype::IntConstant(g, v, operand));
    Variable* r = Op(g, g.startblock(), opname, args, result);
    Jump(g, g.startblock(), g.returnblock(), {r});
    ConstantFold(g, t);
    EXPECT_EQ(Problems(g, t), "");
    Value* ret = g.startblock()->exits[0]->args[0];
    return ret->is_constant() ? static_cast<const Constant*>(ret) : nullptr;
  }
  int counter_ = 0;
};

TEST_F(ConstantFoldTest, FoldsSignedArithmeticWithWrapAround) {
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_add", {2, 3}, S(), S())), 5);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_add", {LLONG_MAX, 1}, S(), S())), LLONG_MIN);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_mul", {LLONG_MIN, -1}, S(), S())), LLONG_MIN);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_neg", {LLONG_MIN}, S(), S())), LLONG_MIN);
  // C's truncating division and modulo, not Python's.
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_floordiv", {-7, 2}, S(), S())), -3);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_mod", {-7, 2}, S(), S())), -1);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_rshift", {-8, 1}, S(), S())), -4);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("uint_rshift", {-8, 60}, t.Unsigned(), t.Unsigned())),
            15);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("int_lt", {-1, 0}, S(), t.Bool())), 1);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("uint_lt", {-1, 0}, t.Unsigned(), t.Bool())), 0);
}

TEST_F(ConstantFoldTest, NeverFoldsWhatWouldTrapOrRaise) {
  EXPECT_EQ(FoldedReturn("int_floordiv", {7, 0}, S(), S()), nullptr);
  EXPECT_EQ(FoldedReturn("int_mod", {LLONG_MIN, -1}, S(), S()), nullptr);
  EXPECT_EQ(FoldedReturn("int_lshift", {1, 64}, S(), S()), nullptr);
  EXPECT_EQ(FoldedReturn("int_lshift", {1, -1}, S(), S()), nullptr);
  EXPECT_EQ(FoldedReturn("uint_mod", {7, 0}, t.Unsigned(), t.Unsigned()), nullptr);
  EXPECT_EQ(FoldedReturn("int_add_ovf", {LLONG_MAX, 1}, S(), S()), nullptr);
  EXPECT_EQ(FoldedReturn("int_add_ovf", {1, 1}, S(), S()), nullptr);  // can raise: kept
  EXPECT_EQ(FoldedReturn("int_floordiv_zer", {1, 1}, S(), S()), nullptr);
}

TEST_F(ConstantFoldTest, FloatsAndSignedChars) {
  FunctionGraph& g = p.Graph("fl", {}, t.Float());
  Variable* r =
      Op(g, g.startblock(), "float_mul",
         {lltype::FloatConstant(g, 1.5, t.Float()), lltype::FloatConstant(g, 4, t.Float())},
         t.Float());
  Jump(g, g.startblock(), g.returnblock(), {r});
  ConstantFold(g, t);
  auto* c = static_cast<const Constant*>(g.startblock()->exits[0]->args[0]);
  ASSERT_TRUE(c->is_constant());
  EXPECT_EQ(c->object()->float_value(), 6.0);
  // Division by zero is left to the program's own checks.
  FunctionGraph& h = p.Graph("fz", {}, t.Float());
  r = Op(h, h.startblock(), "float_truediv",
         {lltype::FloatConstant(h, 1, t.Float()), lltype::FloatConstant(h, 0, t.Float())},
         t.Float());
  Jump(h, h.startblock(), h.returnblock(), {r});
  ConstantFold(h, t);
  EXPECT_EQ(CountOps(h, "float_truediv"), 1);
  // char is signed in C: '\xe9' < 'a'.
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("char_lt", {0xe9, 'a'}, t.Char(), t.Bool())), 1);
  // A program's chars are code points (UniChar, unsigned int): U+00E9 > 'a' < U+1F600.
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("unichar_lt", {0xe9, 'a'}, t.UniChar(), t.Bool())),
            0);
  EXPECT_EQ(
      lltype::IntegerValue(FoldedReturn("unichar_gt", {0x1F600, 0xe9}, t.UniChar(), t.Bool())), 1);
  EXPECT_EQ(lltype::IntegerValue(FoldedReturn("unichar_eq", {'a', 'a'}, t.UniChar(), t.Bool())), 1);
}

TEST_F(ConstantFoldTest, SameAsDisappearsAndDeadPureOperationsGo) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* b = g.startblock();
  Variable* x = b->inputargs[0];
  Variable* copy = Op(g, b, "same_as", {x}, S());
  Op(g, b, "int_mul", {copy, copy}, S());  // unused: removed
  FunctionGraph& callee = p.Graph("fn_effect", {S()}, S());
  Variable* kept = Call(g, b, "fn_effect", p.signatures["fn_effect"], {copy}, t);  // unused, kept
  (void)kept;
  Variable* sum = Op(g, b, "int_add", {copy, Int(g, t, 1)}, S());
  Jump(g, b, g.returnblock(), {sum});
  (void)callee;
  ConstantFoldStats stats = ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountOps(g, "same_as"), 0);
  EXPECT_EQ(CountOps(g, "int_mul"), 0);
  EXPECT_EQ(CountOps(g, "direct_call"), 1);
  EXPECT_EQ(stats.ops_removed, 2);
  // The uses of the copy now read x itself.
  EXPECT_EQ(b->operations.back().args[0], x);
}

// f(x): if 1 < 2 then x + 1 else x - 1
TEST_F(ConstantFoldTest, ConstantSwitchKeepsTheTakenExitAndJoinsBlocks) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* start = g.startblock();
  Variable* x = start->inputargs[0];
  Variable* cond = Op(g, start, "int_lt", {Int(g, t, 1), Int(g, t, 2)}, t.Bool());
  Variable* xa = Var(g, S());
  Block* yes = g.NewBlock({xa});
  Variable* xb = Var(g, S());
  Block* no = g.NewBlock({xb});
  Branch(g, start, cond, yes, {x}, no, {x});
  Jump(g, yes, g.returnblock(), {Op(g, yes, "int_add", {xa, Int(g, t, 1)}, S())});
  Jump(g, no, g.returnblock(), {Op(g, no, "int_sub", {xb, Int(g, t, 1)}, S())});
  ConstantFoldStats stats = ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(stats.switches_folded, 1);
  EXPECT_EQ(stats.blocks_joined, 1);
  EXPECT_EQ(CountBlocks(g), 1);
  ASSERT_EQ(start->operations.size(), 1u);
  EXPECT_EQ(start->operations[0].opname, "int_add");
  EXPECT_EQ(start->operations[0].args[0], x);
}

// A value carried around a loop and never read is dropped with its link arguments.
TEST_F(ConstantFoldTest, DropsValuesCarriedAroundALoopForNothing) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* start = g.startblock();
  Variable* n = start->inputargs[0];
  Variable* i = Var(g, S());
  Variable* junk = Var(g, S());
  Variable* limit = Var(g, S());
  Block* head = g.NewBlock({i, junk, limit});
  Jump(g, start, head, {Int(g, t, 0), Int(g, t, 7), n});
  Variable* more = Op(g, head, "int_lt", {i, limit}, t.Bool());
  Variable* i2 = Var(g, S());
  Variable* junk2 = Var(g, S());
  Variable* limit2 = Var(g, S());
  Block* body = g.NewBlock({i2, junk2, limit2});
  Branch(g, head, more, body, {i, junk, limit}, g.returnblock(), {i});
  Variable* next = Op(g, body, "int_add", {i2, Int(g, t, 1)}, S());
  Variable* junk3 = Op(g, body, "int_mul", {junk2, Int(g, t, 3)}, S());
  Jump(g, body, head, {next, junk3, limit2});
  ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(head->inputargs.size(), 2u);
  EXPECT_EQ(CountOps(g, "int_mul"), 0);
  EXPECT_EQ(CountOps(g, "int_add"), 1);
}

// A constant carried around a loop (and through a block between) is read as the
// constant; the inputargs go.
TEST_F(ConstantFoldTest, DiffusesAConstantCarriedAroundALoop) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* start = g.startblock();
  Variable* i = Var(g, S());
  Variable* k = Var(g, S());
  Block* head = g.NewBlock({i, k});
  Jump(g, start, head, {start->inputargs[0], Int(g, t, 7)});
  Variable* more = Op(g, head, "int_gt", {i, Int(g, t, 0)}, t.Bool());
  Variable* i2 = Var(g, S());
  Variable* k2 = Var(g, S());
  Block* body = g.NewBlock({i2, k2});
  Branch(g, head, more, body, {i, k}, g.returnblock(), {k});
  Variable* next = Op(g, body, "int_sub", {i2, k2}, S());
  Jump(g, body, head, {next, k2});
  ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(head->inputargs.size(), 1u);
  ASSERT_EQ(CountOps(g, "int_sub"), 1);
  for (const Block* b : g.Blocks()) {
    for (const auto& op : b->operations) {
      if (op.opname == "int_sub") {
        EXPECT_EQ(Show(op.args[1]), "int:7");
      }
    }
  }
}

// Different constants (or a computed value) on the entering links: nothing to diffuse.
TEST_F(ConstantFoldTest, DoesNotDiffuseWhatTheLinksDisagreeOn) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* start = g.startblock();
  Variable* x = Var(g, S());
  Block* join = g.NewBlock({x});
  Variable* cond = Op(g, start, "int_lt", {start->inputargs[0], Int(g, t, 0)}, t.Bool());
  Branch(g, start, cond, join, {Int(g, t, 1)}, join, {Int(g, t, 2)});
  Jump(g, join, g.returnblock(), {Op(g, join, "int_add", {x, x}, S())});
  EXPECT_EQ(DiffuseConstants(g), 0);
  ConstantFold(g, t);
  EXPECT_EQ(join->inputargs.size(), 1u);
}

// The runtime's string comparisons on string constants.
TEST_F(ConstantFoldTest, FoldsComparisonsOfStringConstants) {
  const Type* str = t.Ptr(t.GcStruct("rpy_string", {{"length", S()}}));
  auto text = [&](FunctionGraph& g, const std::string& utf8) {
    auto object = host::HostBuilder::Make(host::HostKind::kStr, "str:" + utf8);
    host::HostBuilder::SetText(object.get(), utf8);
    Constant* c = g.NewOwnedConstant(std::move(object));
    c->symbol = "&rpy_sconst_" + utf8;
    c->concretetype = str;
    return c;
  };
  auto fold = [&](const std::string& callee, auto make_a, auto make_b, const Type* result) {
    FunctionGraph& g = p.Graph("s" + std::to_string(counter_++), {}, result);
    Variable* r =
        Call(g, g.startblock(), callee, t.Func({str, str}, result), {make_a(g), make_b(g)}, t);
    Jump(g, g.startblock(), g.returnblock(), {r});
    ConstantFold(g, t);
    EXPECT_EQ(Problems(g, t), "");
    Value* ret = g.startblock()->exits[0]->args[0];
    return ret->is_constant()
               ? std::optional<int64_t>(lltype::IntegerValue(static_cast<const Constant*>(ret)))
               : std::nullopt;
  };
  auto s = [&](const std::string& utf8) {
    return [&, utf8](FunctionGraph& g) { return text(g, utf8); };
  };
  auto none = [&](FunctionGraph& g) { return NullPointer(g, str); };
  EXPECT_EQ(fold("rpy_str_cmp", s("PROGRAM, 1'ST"), s("PROGRAM, 2'ND"), S()), -1);
  EXPECT_EQ(fold("rpy_str_cmp", s("b"), s("ab"), S()), 1);
  EXPECT_EQ(fold("rpy_str_cmp", s("ab"), s("abc"), S()), -1);
  EXPECT_EQ(fold("rpy_str_cmp", s("\xc3\xa9"), s("z"), S()), 1);  // é after z: bytes unsigned
  EXPECT_EQ(fold("rpy_str_cmp", s("x"), s("x"), S()), 0);
  EXPECT_EQ(fold("rpy_str_cmp", s("x"), none, S()), std::nullopt);  // C never compares None
  EXPECT_EQ(fold("rpy_str_eq", s("x"), s("x"), t.Bool()), 1);
  EXPECT_EQ(fold("rpy_str_eq", s("x"), s("y"), t.Bool()), 0);
  EXPECT_EQ(fold("rpy_str_eq", none, s(""), t.Bool()), 0);  // None == "" is False
  EXPECT_EQ(fold("rpy_str_eq", none, none, t.Bool()), 1);
  EXPECT_EQ(fold("rpy_str_len", s("x"), s("y"), S()), std::nullopt);  // other helpers: no
}

TEST_F(ConstantFoldTest, FoldingIsRepeatableAndDeterministic) {
  auto build = [](Program& q) {
    auto& types = q.types;
    FunctionGraph& g = q.Graph("f", {types.Signed()}, types.Signed());
    Block* b = g.startblock();
    Variable* a = Op(g, b, "int_add", {Int(g, types, 20), Int(g, types, 22)}, types.Signed());
    Variable* c = Op(g, b, "int_add", {a, b->inputargs[0]}, types.Signed());
    Block* tail = g.NewBlock({Var(g, types.Signed())});
    Jump(g, b, tail, {c});
    Jump(g, tail, g.returnblock(), {tail->inputargs[0]});
    ConstantFold(g, types);
    return Dump(g);
  };
  Program q1, q2;
  std::string once = build(q1);
  EXPECT_EQ(once, build(q2));
  EXPECT_NE(once.find("int_add(int:42,"), std::string::npos) << once;
  ConstantFoldStats again = ConstantFold(*q1.graphs["f"], q1.types);
  EXPECT_EQ(again.ops_folded + again.ops_removed + again.blocks_joined, 0);
}

}  // namespace
}  // namespace rtfarm::backendopt
