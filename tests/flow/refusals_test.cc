// Constructs outside RPython 3: each is refused with a FlowError naming the construct,
// the fixture file and the line (fixtures/flow_refusals.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "passes/flow/generator.h"
#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using ::testing::HasSubstr;

// Building `function` throws a FlowError whose construct contains `construct`, pointing
// at the fixture line containing `line_text`.
void ExpectRefused(const std::string& function, const std::string& construct,
                   const std::string& line_text) {
  auto error = BuildError("flow_refusals", function);
  ASSERT_TRUE(error.has_value()) << function;
  EXPECT_THAT(error->construct(), HasSubstr(construct)) << error->what();
  EXPECT_EQ(error->line(), LineOf("flow_refusals", line_text)) << error->what();
  EXPECT_EQ(error->file(), FixturePath("flow_refusals"));
  EXPECT_EQ(error->function(), "flow_refusals." + function);
  // what() carries all of it, for the command line.
  EXPECT_THAT(std::string(error->what()), HasSubstr(":" + std::to_string(error->line()) + ": "));
  EXPECT_THAT(std::string(error->what()), HasSubstr(error->construct()));
}

TEST(RefusalsTest, GlobalUnboundAtImportShadowingABuiltin) {
  // Before its first assignment CPython would read the builtin: refused.
  ExpectRefused("global_shadows_builtin",
                "the global 'len' is unbound at import or deleted, and shadows a builtin",
                "return len");
}

// Generators translate (tests/flow/generators_test.cc); the delegate's return value,
// carried by its StopIteration, does not (the body of the generator's __next__).
TEST(RefusalsTest, ValueOfYieldFrom) {
  const host::HostObject* function = FindFunction("flow_refusals", "yield_from_value");
  ASSERT_NE(function, nullptr);
  const host::HostObject* next = Space().GeneratorClass(function).next;
  try {
    BuildFlowGraph(Space(), next);
    ADD_FAILURE() << "the value of yield from was accepted";
  } catch (const FlowError& error) {
    EXPECT_THAT(error.construct(), HasSubstr("the value of 'yield from' is not supported"));
    EXPECT_EQ(error.line(), LineOf("flow_refusals", "result = yield from"));
    EXPECT_EQ(error.function(), "flow_refusals.yield_from_value");
  }
}

// Nested functions and lambdas are functions (docs/flow.md "Functions as values"), but
// their default values must be constants, and keyword-only ones are not supported.
// Computed positional defaults translate (docs/annotator.md); keyword-only ones do not.
TEST(RefusalsTest, NestedFunctionWithComputedKeywordOnlyDefault) {
  ExpectRefused("nested_def",
                "keyword-only parameters with default values in the nested function 'inner'",
                "def inner(y, *, k=x):");
}

TEST(RefusalsTest, LambdaWithKeywordOnlyDefault) {
  ExpectRefused("lambda_expr",
                "keyword-only parameters with default values in the nested function '<lambda>'",
                "f = lambda y, *, k=1:");
}

TEST(RefusalsTest, KeywordArgumentsOfUnknownKeys) {
  ExpectRefused("kwargs_unknown_keys",
                "f(**d) is supported only when d is a dict display with constant str keys",
                "return f(**options, x=1)");
}

TEST(RefusalsTest, GetattrOfComputedName) {
  ExpectRefused("getattr_computed_name",
                "getattr() needs an attribute name known at translation time",
                "return getattr(obj, \"op_\" + name)");
}

TEST(RefusalsTest, ClassPatternOfAVariableClass) {
  ExpectRefused("match_class_variable", "a class pattern needs a class known at translation time",
                "case kind():");
}

TEST(RefusalsTest, AsyncFunction) {
  ExpectRefused("async_function", "async functions are not supported", "async def async_function");
}

TEST(RefusalsTest, UndefinedGlobal) {
  ExpectRefused("undefined_global", "global name 'NOT_DEFINED_ANYWHERE' is not defined",
                "return x + NOT_DEFINED_ANYWHERE");
}

TEST(RefusalsTest, ClassStatementInsideFunction) {
  ExpectRefused("class_inside", "a class statement inside a function", "class Local:");
}

TEST(RefusalsTest, FrameIntrospectionBuiltins) {
  ExpectRefused("exec_call", "exec() is not supported", "return exec(s)");
  ExpectRefused("locals_call", "locals() is not supported", "return locals()");
}

TEST(RefusalsTest, OvfcheckWithoutAnOperation) {
  ExpectRefused("ovfcheck_not_operation", "ovfcheck() must directly wrap an integer operation",
                "return ovfcheck(a)");
}

TEST(RefusalsTest, RelativeImportInsideFunction) {
  ExpectRefused("relative_import", "relative import inside a function", "from . import something");
}

TEST(RefusalsTest, ConstantUnpackingOfTheWrongLength) {
  ExpectRefused("wrong_length_constant_unpack", "unpacking a constant of the wrong length",
                "a, b = (1, 2, 3)");
}

TEST(RefusalsTest, ExceptClassNotKnownBeforeTranslation) {
  ExpectRefused("except_dynamic_class", "'except' needs a class known before translation",
                "except cls:");
}

TEST(RefusalsTest, ExceptStar) {
  ExpectRefused("except_star", "'except*' is not supported", "except* ValueError:");
}

TEST(RefusalsTest, EveryFixtureFunctionIsRefused) {
  // Each function of the fixture module is one of the refusals above.
  int functions = 0;
  for (const host::HostObject* function :
       Space().DefinedFunctions(FixtureModule("flow_refusals"))) {
    ++functions;
    // A generator function's body is flowed as its generator class's __next__.
    const host::HostObject* flowed =
        IsGeneratorFunction(function) ? Space().GeneratorClass(function).next : function;
    EXPECT_THROW(BuildFlowGraph(Space(), flowed), FlowError) << function->key();
  }
  EXPECT_EQ(functions, 17);
}

}  // namespace
}  // namespace rtfarm::flow::testing
