// Calls: positional, keyword, default, keyword-only and star arguments, *args arity
// (one graph per arity), instantiation with __init__, bound methods, PBC calls, and the
// specialisation policies argtype / arg / call_location / memo (fixtures/ann_calls.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_calls"); }
std::string R(const std::string& function) { return P().Return("ann_calls." + function); }
std::string V(const std::string& function, const std::string& hint) {
  return P().Var("ann_calls." + function, hint);
}

TEST(CallsTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(CallsTest, PositionalCall) { EXPECT_EQ(R("call_positional"), "str"); }
TEST(CallsTest, DefaultsFillMissingArguments) { EXPECT_EQ(R("call_default"), "str"); }
TEST(CallsTest, KeywordArgument) { EXPECT_EQ(R("call_keyword"), "str"); }
TEST(CallsTest, AllKeywordsInAnyOrder) { EXPECT_EQ(R("call_all_keywords"), "str"); }

TEST(CallsTest, ParametersJoinEveryCallAndTheDefaults) {
  // b: the default 2, 3, n, -1 (default_generalised).
  EXPECT_EQ(V("with_defaults", "b"), "int");
  EXPECT_EQ(V("with_defaults", "a"), "nonneg int");
  // c: the default "x" and the one-character strings of the callers.
  EXPECT_EQ(V("with_defaults", "c"), "char");
}

TEST(CallsTest, KeywordOnlyParameter) {
  EXPECT_EQ(R("call_kwonly"), "float");
  EXPECT_EQ(R("call_kwonly_default"), "float");
  EXPECT_EQ(V("kwonly", "scale"), "float");
}

TEST(CallsTest, StarCallWithATuple) { EXPECT_EQ(R("call_star"), "str"); }

// engine bug (flow builder, passes/flow/opcodes.cc): `f(n, 1, *rest)` is built as
// newlist(n, 1); list_extend(list, rest); tuple(list); call_args(f, ..., tuple): the list
// mixes the positional arguments' types (list_extend fails with "cannot unify nonneg int
// and char") and tuple(list) has no known length. RPython's flow space builds the
// argument tuple directly (newtuple + add of tuples) when the star argument is a tuple.
TEST(CallsTest, StarCallAfterPositionalArguments) {
  auto program = AnnotateWith("ann_calls", "call_star_and_positional", {IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*program);
  EXPECT_EQ(program->Return("ann_calls.call_star_and_positional"), "str");
}

TEST(CallsTest, VarargsGetOneGraphPerArity) {
  // The arities are constants: the sum of the lengths is computed at annotation time.
  EXPECT_EQ(R("call_varargs"), "nonneg int = int:3");
  std::vector<std::string> expected = {"ann_calls.varargs<star0>", "ann_calls.varargs<star1>",
                                       "ann_calls.varargs<star2>"};
  EXPECT_EQ(P().GraphsOf("ann_calls.varargs"), expected);
  EXPECT_EQ(R("varargs<star2>"), "nonneg int = int:2");
  EXPECT_EQ(V("varargs<star2>", "args"), "tuple(nonneg int, str)");
}

TEST(CallsTest, VarargsItemByConstantIndex) { EXPECT_EQ(R("call_varargs_first"), "str"); }

TEST(CallsTest, VarargsAfterANamedParameter) {
  EXPECT_EQ(R("call_head_and_rest"), "tuple(str, str)");
  EXPECT_EQ(V("head_and_rest<star2>", "head"), "nonneg int");
}

TEST(CallsTest, DefaultGeneralisedByACaller) { EXPECT_EQ(R("default_generalised"), "str"); }

TEST(CallsTest, CalleeParameterIsTheUnionOfTheCalls) {
  // Called with an int and a float: a float that may be an int.
  EXPECT_EQ(V("callee_generalised", "a"), "float or int");
  EXPECT_EQ(R("call_twice"), "float or int");
}

TEST(CallsTest, RecursiveFunction) {
  // n - 1 makes the parameter an int, but n > 1 where it is multiplied.
  EXPECT_EQ(V("recursive_fact", "n"), "int | nonneg int");
  EXPECT_EQ(R("recursive_fact"), "nonneg int");
}
TEST(CallsTest, MutualRecursion) {
  EXPECT_EQ(R("mutual_even"), "bool");
  EXPECT_EQ(R("mutual_odd"), "bool");
}

TEST(CallsTest, FunctionPassedAsAnArgument) {
  EXPECT_EQ(V("higher_order", "f"), "one of {ann_calls.double, ann_calls.halve}");
  // double(n) is an int, halve(n) a float: one result that may be either.
  EXPECT_EQ(R("higher_order"), "float or int");
  EXPECT_EQ(R("call_higher_order"), "float or int");
}

TEST(CallsTest, ChoiceOfFunctionsCallsEach) {
  EXPECT_EQ(R("pick_function"), "nonneg int");
  EXPECT_EQ(V("pick_function", "f"), "one of {ann_calls.double, ann_calls.recursive_fact}");
}

TEST(CallsTest, InstantiationWithADefaultInitArgument) {
  EXPECT_EQ(R("instantiate_with_default"), "instance of ann_calls.Vec");
  EXPECT_EQ(P().Attr("ann_calls.Vec", "y"), "float");
}

TEST(CallsTest, InstantiationWithAKeyword) {
  EXPECT_EQ(R("instantiate_keyword"), "instance of ann_calls.Vec");
}

TEST(CallsTest, InstantiationWithoutInit) {
  EXPECT_EQ(R("instantiate_no_init"), "instance of ann_calls.NoInit");
  EXPECT_EQ(P().Attrs("ann_calls.NoInit"), "");
}

TEST(CallsTest, BoundMethodCalledLater) {
  EXPECT_EQ(R("bound_method_later"), "float");
  EXPECT_EQ(V("bound_method_later", "m"), "ann_calls.Vec.scaled@ann_calls.Vec/ann_calls.Vec");
  EXPECT_EQ(V("bound_method_later", "w"), "instance of ann_calls.Vec");
}

TEST(CallsTest, SpecializeArgtypeMakesOneGraphPerType) {
  std::vector<std::string> expected = {"ann_calls.show<argtype(float)>",
                                       "ann_calls.show<argtype(int)>",
                                       "ann_calls.show<argtype(str)>"};
  EXPECT_EQ(P().GraphsOf("ann_calls.show"), expected);
  EXPECT_EQ(V("show<argtype(int)>", "value"), "nonneg int");
  EXPECT_EQ(V("show<argtype(float)>", "value"), "float");
  EXPECT_EQ(R("call_argtype"), "str");
}

TEST(CallsTest, SpecializeArgMakesOneGraphPerConstant) {
  std::vector<std::string> expected = {"ann_calls.get_field<arg(str:'x')>",
                                       "ann_calls.get_field<arg(str:'y')>"};
  EXPECT_EQ(P().GraphsOf("ann_calls.get_field"), expected);
  EXPECT_EQ(V("get_field<arg(str:'x')>", "obj"), "instance of ann_calls.Vec");
  EXPECT_EQ(R("call_arg"), "float");
}

// engine bug: in the graph of a specialize:arg(1) specialisation the key argument is now
// the constant 'x', but rules.cc Comparison does not fold a comparison of two constants
// (`name == "x"` gives a plain bool), so the branch is not cut and both returns are
// annotated: field_by_name<arg(str:'x')> joins int and str ("the return value ... gets
// nonneg int ... and str"). RPython folds comparisons of immutable constants
// (_make_cmp_annotator_default: r.const = op.pyfunc(s1.const, s2.const)).
TEST(CallsTest, SpecializeArgKeepsTheConstantInTheGraph) {
  auto program = AnnotateWith("ann_calls", "call_field_by_name", {IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*program);
  EXPECT_EQ(program->Var("ann_calls.field_by_name<arg(str:'x')>", "name"), "char = str:'x'");
  EXPECT_EQ(program->Return("ann_calls.field_by_name<arg(str:'x')>"), "nonneg int");
  EXPECT_EQ(program->Return("ann_calls.field_by_name<arg(str:'label')>"), "str");
}

TEST(CallsTest, SpecializeCallLocationMakesOneGraphPerCallSite) {
  std::vector<std::string> graphs = P().GraphsOf("ann_calls.identity");
  ASSERT_EQ(graphs.size(), 2u);
  EXPECT_EQ(P().Return(graphs[0]), "nonneg int");
  EXPECT_EQ(P().Return(graphs[1]), "str");
  EXPECT_EQ(V("call_location", "a"), "nonneg int");
  EXPECT_EQ(V("call_location", "b"), "str");
  EXPECT_EQ(R("call_location"), "str");
}

TEST(CallsTest, SpecializeMemoIsEvaluatedAtAnnotationTime) {
  // A memo function of constant arguments has a constant result.
  EXPECT_EQ(R("call_memo"), "nonneg int = int:64");
  EXPECT_TRUE(P().GraphsOf("ann_calls.table_size").empty());
}

TEST(CallsTest, SpecializeMemoTriesBothBoolsAndAcceptsNone) {
  // memo_label(n > 1, None) and memo_label(n > 2, "k"): four results, "none", "k!", "k?".
  EXPECT_EQ(R("call_memo_flag_and_none"), "str");
  EXPECT_TRUE(P().GraphsOf("ann_calls.memo_label").empty());
}

}  // namespace
}  // namespace rtfarm::annotator::testing
