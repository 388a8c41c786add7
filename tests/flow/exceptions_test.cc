// try/except/else/finally, raise, with and assert (fixtures/flow_exceptions.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using model::ExitSwitch;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_exceptions", name);
}

// The start block calls `work` inside a try: the call is the last operation, the switch
// is on last_exception, and its exits are the normal path, then one link per exception
// class in `cases` (the except clauses folded into the switch, as RPython's
// simplify_exceptions does), each with fresh last_exception / last_exc_value variables.
void ExpectGuardedCall(const model::FunctionGraph& g, const std::vector<std::string>& cases) {
  const model::Block* start = g.startblock();
  ASSERT_FALSE(start->operations.empty()) << Listing(g);
  EXPECT_EQ(start->operations.back().opname, "simple_call");
  EXPECT_EQ(ValueText(start->operations.back().args[0]), "<function flow_exceptions.work>");
  EXPECT_EQ(start->exitswitch, ExitSwitch::kLastException);
  std::vector<std::string> expected = {""};
  expected.insert(expected.end(), cases.begin(), cases.end());
  EXPECT_EQ(ExitCases(start), expected) << Listing(g);
  for (size_t i = 1; i < start->exits.size(); ++i) {
    EXPECT_NE(start->exits[i]->last_exception, nullptr);
    EXPECT_NE(start->exits[i]->last_exc_value, nullptr);
  }
}

// The link re-raises what it caught: (last_exception, last_exc_value) to the except block.
void ExpectReraised(const model::FunctionGraph& g, const model::Link* link) {
  EXPECT_EQ(link->target, g.exceptblock()) << Listing(g);
  ASSERT_EQ(link->args.size(), 2u);
  EXPECT_EQ(link->args[0], link->last_exception);
  EXPECT_EQ(link->args[1], link->last_exc_value);
}

TEST(ExceptionsTest, ExceptOneClass) {
  auto g = G("try_one_class");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  // ValueError is caught, any other exception of the call goes out unchanged; no
  // issubtype test is left.
  ExpectGuardedCall(*g, {"ValueError", "BaseException"});
  const model::Block* block = g->startblock();
  EXPECT_EQ(block->exits[0]->target, g->returnblock());
  EXPECT_EQ(block->exits[0]->args[0], block->operations[0].result);
  EXPECT_EQ(block->exits[1]->target, g->returnblock());
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "-1");
  ExpectReraised(*g, block->exits[2]);
  EXPECT_EQ(CountOps(*g, "issubtype"), 0);
}

TEST(ExceptionsTest, ExceptTupleOfClasses) {
  auto g = G("try_tuple");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  ExpectGuardedCall(*g, {"KeyError", "IndexError", "BaseException"});
  const model::Block* block = g->startblock();
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "-1");
  EXPECT_EQ(ValueText(block->exits[2]->args[0]), "-1");
  ExpectReraised(*g, block->exits[3]);
}

TEST(ExceptionsTest, BareExceptCatchesEverything) {
  auto g = G("try_bare");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  ExpectGuardedCall(*g, {"BaseException"});
  EXPECT_EQ(CountOps(*g, "issubtype"), 0);
  EXPECT_EQ(g->startblock()->exits[1]->target, g->returnblock());
  EXPECT_EQ(ValueText(g->startblock()->exits[1]->args[0]), "-1");
  EXPECT_THAT(RaiseLinks(*g), IsEmpty());
}

TEST(ExceptionsTest, ExceptAsNameBindsTheValue) {
  auto g = G("try_as_name");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  ExpectGuardedCall(*g, {"ValueError", "BaseException"});
  // r = e: the handler returns the exception instance the link carries.
  const model::Link* caught = g->startblock()->exits[1];
  EXPECT_EQ(caught->target, g->returnblock());
  EXPECT_EQ(caught->args[0], caught->last_exc_value);
}

TEST(ExceptionsTest, TryElse) {
  auto g = G("try_else");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  ExpectGuardedCall(*g, {"ValueError", "BaseException"});
  // Normal path: the else clause, outside the try.
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("add"));
  EXPECT_EQ(blocks[1]->exitswitch, ExitSwitch::kNone);
  EXPECT_EQ(ValueText(blocks[0]->exits[1]->args[0]), "-1");
  ExpectReraised(*g, blocks[0]->exits[2]);
}

TEST(ExceptionsTest, TryFinallyRunsCleanupOnBothPaths) {
  auto g = G("try_finally");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  ExpectGuardedCall(*g, {"BaseException"});
  EXPECT_EQ(CountOps(*g, "simple_call"), 3);  // work, and cleanup twice
  // Normal path: cleanup, then return r.
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[0]), "<function flow_exceptions.cleanup>");
  EXPECT_EQ(blocks[1]->exits[0]->target, g->returnblock());
  // Exceptional path: cleanup, then re-raise the same exception.
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(blocks[2]->operations[0].args[0]), "<function flow_exceptions.cleanup>");
  ASSERT_FALSE(blocks[2]->exits.empty());
  EXPECT_EQ(blocks[2]->exits[0]->target, g->exceptblock());
  EXPECT_THAT(blocks[2]->exits[0]->args,
              ::testing::UnorderedElementsAreArray(std::vector<model::Value*>(
                  blocks[2]->inputargs.begin(), blocks[2]->inputargs.end())));
}

TEST(ExceptionsTest, NestedTryTestsInnerThenOuterClass) {
  auto g = G("try_nested");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  // The inner handler's class first, then the outer one's, then everything else.
  ExpectGuardedCall(*g, {"KeyError", "ValueError", "BaseException"});
  const model::Block* block = g->startblock();
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "-1");
  EXPECT_EQ(ValueText(block->exits[2]->args[0]), "-2");
  ExpectReraised(*g, block->exits[3]);
}

TEST(ExceptionsTest, GetitemInTryLinksItsOwnExceptions) {
  auto g = G("try_getitem");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("getitem"));
  EXPECT_EQ(block->exitswitch, ExitSwitch::kLastException);
  // getitem raises IndexError, KeyError or ValueError (a slice step of zero: operation
  // table); the handler's class is known on each link, so the match is decided
  // statically. An instance's __getitem__ may raise anything: the Exception link last
  // matches at run time (the annotator drops it when `d` holds no instance).
  EXPECT_THAT(ExitCases(block),
              ElementsAre("", "IndexError", "KeyError", "ValueError", "Exception"))
      << Listing(*g);
  EXPECT_EQ(block->exits[1]->target, g->exceptblock());
  EXPECT_EQ(block->exits[1]->args[0], block->exits[1]->last_exception);
  EXPECT_EQ(block->exits[2]->target, g->returnblock());
  EXPECT_EQ(ValueText(block->exits[2]->args[0]), "0");
  EXPECT_EQ(CountOps(*g, "issubtype"), 1);
}

TEST(ExceptionsTest, DivisionInTryLinksZeroDivisionError) {
  auto g = G("try_division");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("floordiv"));
  EXPECT_THAT(ExitCases(g->startblock()), ElementsAre("", "ZeroDivisionError", "Exception"))
      << Listing(*g);
}

// `a + b` is `a.__add__(b)` when a is an instance, and that may raise anything: inside a
// try the operation is caught as a call is. The flow graph cannot know the operands'
// types; the annotator follows the Exception link only for operands that may be
// instances.
TEST(ExceptionsTest, OperatorInTryIsCaughtAsACall) {
  auto g = G("try_add_only");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("add"));
  EXPECT_EQ(g->startblock()->exitswitch, ExitSwitch::kLastException);
  EXPECT_THAT(ExitCases(g->startblock()), ElementsAre("", "ValueError", "Exception"))
      << Listing(*g);
}

TEST(ExceptionsTest, OperationThatCannotRaiseHasNoExceptionLinks) {
  auto g = G("try_is_only");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("is_"));
  EXPECT_EQ(g->startblock()->exitswitch, ExitSwitch::kNone);
  EXPECT_THAT(ExceptionLinks(*g), IsEmpty());
}

// Showing a value may call an instance's __str__ / __repr__, which may raise anything:
// '%' with a constant format string and f-string conversions catch as calls do (the
// except clause folded into the switch, then everything else going out).
TEST(ExceptionsTest, FormattingInTryLinksEveryException) {
  auto g = G("try_percent_format");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("mod"));
  EXPECT_THAT(ExitCases(g->startblock()),
              ElementsAre("", "ZeroDivisionError", "ValueError", "Exception"))
      << Listing(*g);
  auto f = G("try_fstring");
  ASSERT_NE(f, nullptr);
  EXPECT_WELL_FORMED(*f);
  EXPECT_THAT(OpNames(f->startblock()), ElementsAre("repr"));
  EXPECT_THAT(ExitCases(f->startblock()), ElementsAre("", "ValueError", "Exception"))
      << Listing(*f);
  // A modulo of variables may be either: the same links (the annotator drops the
  // Exception link when both are numbers).
  auto m = G("try_int_modulo");
  ASSERT_NE(m, nullptr);
  EXPECT_THAT(OpNames(m->startblock()), ElementsAre("mod"));
  EXPECT_THAT(ExitCases(m->startblock()),
              ElementsAre("", "ZeroDivisionError", "ValueError", "Exception"))
      << Listing(*m);
}

// --- raise -------------------------------------------------------------------------------

TEST(ExceptionsTest, RaiseClassInstantiatesIt) {
  auto g = G("raise_class");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(block->operations[0].args[0]), "<class builtins.ValueError>");
  ASSERT_EQ(block->exits.size(), 1u);
  EXPECT_EQ(block->exits[0]->target, g->exceptblock());
  EXPECT_EQ(ValueText(block->exits[0]->args[0]), "<class builtins.ValueError>");
  EXPECT_EQ(block->exits[0]->args[1], block->operations[0].result);
}

TEST(ExceptionsTest, RaiseInstanceKnowsItsClass) {
  auto g = G("raise_instance");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("simple_call"));
  EXPECT_EQ(block->operations[0].args[1], block->inputargs[0]);
  auto raises = RaiseLinks(*g);
  ASSERT_EQ(raises.size(), 1u);
  // No `type` operation: the class is the called constant.
  EXPECT_EQ(ValueText(raises[0]->args[0]), "<class builtins.ValueError>");
  EXPECT_EQ(CountOps(*g, "type"), 0);
}

TEST(ExceptionsTest, RaisePrebuiltInstance) {
  auto g = G("raise_prebuilt");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(AllOpNames(*g), IsEmpty());
  auto raises = RaiseLinks(*g);
  ASSERT_EQ(raises.size(), 1u);
  EXPECT_EQ(ValueText(raises[0]->args[0]), "<class flow_exceptions.MyError>");
  const host::HostObject* instance = ConstantOf(raises[0]->args[1]);
  ASSERT_NE(instance, nullptr);
  EXPECT_EQ(instance->kind(), host::HostKind::kInstance);
}

TEST(ExceptionsTest, RaiseUserClassWithArgument) {
  auto g = G("raise_user_class");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto raises = RaiseLinks(*g);
  ASSERT_EQ(raises.size(), 1u);
  EXPECT_EQ(ValueText(raises[0]->args[0]), "<class flow_exceptions.SubError>");
  EXPECT_EQ(ValueText(g->startblock()->operations[0].args[1]), "'bad'");
}

TEST(ExceptionsTest, BareRaiseReraisesTheCaughtException) {
  auto g = G("reraise");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  ExpectGuardedCall(*g, {"ValueError", "BaseException"});
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  ExpectReraised(*g, blocks[0]->exits[2]);
  // The handler calls cleanup(), then raises what it caught: its own inputargs, which the
  // ValueError link fills with its exception variables.
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[0]), "<function flow_exceptions.cleanup>");
  const model::Link* reraise = blocks[1]->exits[0];
  EXPECT_EQ(reraise->target, g->exceptblock());
  EXPECT_THAT(reraise->args, ::testing::UnorderedElementsAreArray(std::vector<model::Value*>(
                                 blocks[1]->inputargs.begin(), blocks[1]->inputargs.end())));
  const model::Link* caught = blocks[0]->exits[1];
  EXPECT_THAT(caught->args,
              ::testing::UnorderedElementsAre(caught->last_exception, caught->last_exc_value));
}

TEST(ExceptionsTest, RaiseFromDropsTheCause) {
  auto g = G("raise_from");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  ExpectGuardedCall(*g, {"KeyError", "BaseException"});
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[0]), "<class builtins.ValueError>");
  EXPECT_EQ(blocks[1]->exits[0]->target, g->exceptblock());
  EXPECT_EQ(ValueText(blocks[1]->exits[0]->args[0]), "<class builtins.ValueError>");
  EXPECT_EQ(blocks[1]->exits[0]->args[1], blocks[1]->operations[0].result);
}

TEST(ExceptionsTest, RaiseCaughtLocallyIsAJump) {
  auto g = G("raise_caught_locally");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // The raised class is known, so `except MyError` is decided without issubtype and
  // nothing reaches the except block.
  EXPECT_EQ(CountOps(*g, "issubtype"), 0) << Listing(*g);
  EXPECT_THAT(RaiseLinks(*g), IsEmpty());
  std::vector<std::string> returned;
  for (const model::Link* link : ReturnLinks(*g)) returned.push_back(ValueText(link->args[0]));
  EXPECT_THAT(returned, ElementsAre("1", "2"));
}

TEST(ExceptionsTest, RaisedSubclassIsCaughtByItsBase) {
  auto g = G("raise_subclass_caught");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountOps(*g, "issubtype"), 0) << Listing(*g);
  EXPECT_THAT(RaiseLinks(*g), IsEmpty());
}

TEST(ExceptionsTest, RaisedClassNotMatchingGoesOut) {
  auto g = G("raise_not_caught");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountOps(*g, "issubtype"), 0) << Listing(*g);
  auto raises = RaiseLinks(*g);
  ASSERT_EQ(raises.size(), 1u);
  EXPECT_EQ(ValueText(raises[0]->args[0]), "<class builtins.KeyError>");
  ASSERT_EQ(ReturnLinks(*g).size(), 1u);
  EXPECT_EQ(ValueText(ReturnLinks(*g)[0]->args[0]), "1");
}

// --- with ---------------------------------------------------------------------------------

// The block whose only operation is a call of `exit` with three arguments; null if none.
const model::Block* ExitCallBlock(const model::FunctionGraph& g, const model::Value* exit,
                                  bool normal) {
  for (const model::Block* block : OpBlocks(g)) {
    if (block->operations.size() != 1) continue;
    const auto& op = block->operations[0];
    if (op.opname != "simple_call" || op.args.size() != 4 || op.args[0] == exit) continue;
    bool all_none = ValueText(op.args[1]) == "None" && ValueText(op.args[2]) == "None";
    if (all_none == normal) return block;
  }
  return nullptr;
}

void ExpectWith(const model::FunctionGraph& g) {
  auto blocks = OpBlocks(g);
  // __exit__ is looked up before __enter__ is called; the body's call is guarded.
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("getattr", "getattr", "simple_call", "simple_call"));
  EXPECT_EQ(ValueText(blocks[0]->operations[0].args[1]), "'__exit__'");
  EXPECT_EQ(ValueText(blocks[0]->operations[1].args[1]), "'__enter__'");
  EXPECT_EQ(blocks[0]->operations[2].args[0], blocks[0]->operations[1].result);
  EXPECT_THAT(ExitCases(blocks[0]), ElementsAre("", "BaseException"));
  const model::Value* exit = blocks[0]->operations[0].result;
  // Normal exit: __exit__(None, None, None).
  const model::Block* normal = ExitCallBlock(g, exit, /*normal=*/true);
  ASSERT_NE(normal, nullptr) << Listing(g);
  EXPECT_EQ(ValueText(normal->operations[0].args[3]), "None");
  // Exception: __exit__(class, instance, None) as in CPython; a true result suppresses
  // the exception, a false one re-raises it.
  const model::Block* error = ExitCallBlock(g, exit, /*normal=*/false);
  ASSERT_NE(error, nullptr) << Listing(g);
  const auto& error_exit = error->operations[0];
  EXPECT_EQ(ValueText(error_exit.args[3]), "None");
  EXPECT_NE(error_exit.args[1], error_exit.args[2]);
  ASSERT_FALSE(error->exits.empty());
  const model::Block* decide = error->exits[0]->target;
  ASSERT_EQ(decide->operations.size(), 1u) << Listing(g);
  EXPECT_EQ(decide->operations[0].opname, "is_true");
  EXPECT_THAT(ExitCases(decide), ElementsAre("False", "True"));
  EXPECT_EQ(decide->exits[0]->target, g.exceptblock());
  EXPECT_NE(decide->exits[1]->target, g.exceptblock());
  EXPECT_THAT(ReturnLinks(g).size(), 1u);
}

TEST(ExceptionsTest, WithStatement) {
  auto g = G("with_statement");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectWith(*g);
}

TEST(ExceptionsTest, WithAsBindsTheEnterResult) {
  auto g = G("with_as");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectWith(*g);
  const auto& ops = g->startblock()->operations;
  ASSERT_EQ(ops.size(), 4u);
  EXPECT_EQ(ops[3].args[1], ops[2].result);  // work(v) with v = m.__enter__()
}

// --- assert -------------------------------------------------------------------------------

TEST(ExceptionsTest, AssertRaisesAssertionError) {
  auto g = G("assert_plain");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("is_true"));
  EXPECT_THAT(ExitCases(blocks[0]), ElementsAre("False", "True"));
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);
  EXPECT_EQ(blocks[0]->exits[1]->target, g->returnblock());
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  ASSERT_EQ(blocks[1]->operations[0].args.size(), 1u);
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[0]), "<class builtins.AssertionError>");
  EXPECT_EQ(blocks[1]->exits[0]->target, g->exceptblock());
  EXPECT_EQ(ValueText(blocks[1]->exits[0]->args[0]), "<class builtins.AssertionError>");
}

TEST(ExceptionsTest, AssertWithMessage) {
  auto g = G("assert_message");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("gt", "is_true"));
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  ASSERT_EQ(blocks[1]->operations[0].args.size(), 2u);
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[1]), "'x must be positive'");
  EXPECT_EQ(blocks[1]->operations[0].position.line,
            LineOf("flow_exceptions", "assert x > 0, \"x must be positive\""));
}

// --- exceptions in locals -----------------------------------------------------------------

TEST(ExceptionsTest, CaughtExceptionKeptInALocalMergesAtTheLoopHead) {
  auto g = G("error_kept_in_loop");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // err is None, then an exception instance: one loop, not one copy per kind of value.
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("next"));
  EXPECT_EQ(CountOps(*g, "next"), 1);
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("simple_call"));
  EXPECT_THAT(ExitCases(blocks[2]), ElementsAre("", "ValueError", "BaseException"));
  const model::Link* caught = blocks[2]->exits[1];
  EXPECT_EQ(CaseName(caught), "ValueError");
  EXPECT_EQ(caught->target, blocks[1]);
  EXPECT_THAT(caught->args, ::testing::Contains(caught->last_exc_value));
  // Exhausted: return err.
  EXPECT_EQ(blocks[1]->exits[1]->target, g->returnblock());
}

TEST(ExceptionsTest, RaiseInsideWithCallsExitWithTheKnownClass) {
  auto g = G("with_body_raises");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("getattr", "getattr", "simple_call", "is_true"));
  // No raise: __exit__(None, None, None) and `return r`, r being bound.
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("simple_call"));
  ASSERT_EQ(ReturnLinks(*g).size(), 1u);
  // raise MyError: the instance is made, __exit__ gets (MyError, instance, None); a false
  // result lets the exception (class MyError) leave the function, a true one suppresses
  // it (then `r` is unbound at the return, as in CPython).
  const model::Block* raising = blocks[0]->exits[1]->target;
  EXPECT_THAT(OpNames(raising), ElementsAre("simple_call", "simple_call"));
  const auto& made = raising->operations[0];
  const auto& exit = raising->operations[1];
  EXPECT_EQ(ValueText(made.args[0]), "<class flow_exceptions.MyError>");
  ASSERT_EQ(exit.args.size(), 4u);
  EXPECT_EQ(ValueText(exit.args[1]), "<class flow_exceptions.MyError>");
  EXPECT_EQ(exit.args[2], made.result);
  const model::Block* decide = raising->exits[0]->target;
  EXPECT_THAT(OpNames(decide), ElementsAre("is_true"));
  EXPECT_EQ(decide->exits[0]->target, g->exceptblock());
  EXPECT_EQ(ValueText(decide->exits[0]->args[0]), "<class flow_exceptions.MyError>");
}

// An attribute read inside a try ends its block with an AttributeError link only in a
// function whose handlers may catch that by name.
TEST(ExceptionsTest, AttributeReadGetsAnAttributeErrorLinkWhereItIsCaught) {
  auto caught = G("attribute_caught_by_name");
  ASSERT_NE(caught, nullptr);
  EXPECT_WELL_FORMED(*caught);
  const model::Block* start = caught->startblock();
  ASSERT_FALSE(start->operations.empty());
  EXPECT_EQ(start->operations.back().opname, "getattr");
  EXPECT_EQ(start->exitswitch, ExitSwitch::kLastException) << Listing(*caught);
  EXPECT_EQ(ExitCases(start), (std::vector<std::string>{"", "AttributeError"})) << Listing(*caught);

  auto plain = G("attribute_not_caught");
  ASSERT_NE(plain, nullptr);
  EXPECT_WELL_FORMED(*plain);
  EXPECT_NE(plain->startblock()->exitswitch, ExitSwitch::kLastException) << Listing(*plain);
}

}  // namespace
}  // namespace rtfarm::flow::testing
