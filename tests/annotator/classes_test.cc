// Classes: attribute discovery, lifting to the common base, class attributes as initial
// values, methods through lookup_filter, prebuilt instances and frozen PBCs, mixins,
// user exceptions, __init__ (fixtures/ann_classes.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_classes"); }
std::string R(const std::string& function) { return P().Return("ann_classes." + function); }
std::string A(const std::string& klass, const std::string& attr) {
  return P().Attr("ann_classes." + klass, attr);
}

TEST(ClassesTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(ClassesTest, InitDiscoversAttributes) {
  EXPECT_EQ(A("Point", "x"), "nonneg int");
  EXPECT_EQ(A("Point", "y"), "nonneg int");
  EXPECT_EQ(R("Point.__init__"), "None");
}

TEST(ClassesTest, MethodReadsAttributes) { EXPECT_EQ(R("Point.norm1"), "nonneg int"); }

TEST(ClassesTest, MethodReturningANewInstance) {
  EXPECT_EQ(R("Point.moved"), "instance of ann_classes.Point");
  EXPECT_EQ(R("method_returning_instance"), "instance of ann_classes.Point");
}

TEST(ClassesTest, SelfIsAnInstanceOfTheClass) {
  EXPECT_EQ(P().Var("ann_classes.Point.norm1", "self"), "instance of ann_classes.Point");
}

TEST(ClassesTest, AttributesOfSubclassesStayOnTheSubclasses) {
  EXPECT_EQ(A("Square", "size"), "nonneg int");
  EXPECT_EQ(A("Circle", "radius"), "float");
  EXPECT_EQ(A("Shape", "size"), "<no attribute>");
  EXPECT_EQ(P().BaseOf("ann_classes.Square"), "ann_classes.Shape");
}

TEST(ClassesTest, OverriddenMethodsJoinInTheBase) {
  EXPECT_EQ(R("total_area"), "float");
  EXPECT_EQ(
      A("Shape", "area"),
      "one of {ann_classes.Circle.area@ann_classes.Circle, "
      "ann_classes.Shape.area@ann_classes.Shape, ann_classes.Square.area@ann_classes.Square}");
}

TEST(ClassesTest, UnionOfSiblingInstancesIsTheCommonBase) {
  EXPECT_EQ(R("pick_shape"), "instance of ann_classes.Shape");
}

TEST(ClassesTest, ClassAttributeOfSubclassesIsAnInitialValue) {
  // Shape.sides = 0 and Square.sides = 4: read through Shape in describe().
  EXPECT_EQ(A("Shape", "sides"), "nonneg int");
  EXPECT_EQ(R("Shape.describe"), "str");
}

TEST(ClassesTest, AttributeLiftedToTheCommonBase) {
  // Dog and Cat set name; Animal.speak reads it: it moves up to Animal.
  EXPECT_EQ(A("Animal", "name"), "str");
  EXPECT_EQ(A("Dog", "name"), "<no attribute>");
  EXPECT_EQ(A("Cat", "name"), "<no attribute>");
  EXPECT_EQ(A("Cat", "lives"), "nonneg int");
  EXPECT_EQ(R("animal_name"), "str");
}

TEST(ClassesTest, ClassAttributeIsTheInitialValueOfAnInstanceAttribute) {
  EXPECT_EQ(A("Counter", "count"), "nonneg int");
  EXPECT_EQ(R("Counter.bump"), "nonneg int");
  EXPECT_EQ(R("counter_use"), "nonneg int");
}

TEST(ClassesTest, ClassAttributeReadOnTheClassIsAConstant) {
  EXPECT_EQ(R("class_attr_read"), "str = str:'counter'");
}

TEST(ClassesTest, InheritedMethodCallsTheOverride) {
  EXPECT_EQ(R("call_inherited"), "str");
  EXPECT_EQ(R("Base.twice"), "str");
  EXPECT_EQ(A("Base", "hello"),
            "one of {ann_classes.Base.hello@ann_classes.Base, "
            "ann_classes.Child.hello@ann_classes.Child}");
}

TEST(ClassesTest, LookupFilterBindsTheMethodToTheReceiverClass) {
  EXPECT_EQ(R("call_on_child"), "str");
  EXPECT_EQ(P().OpResult("ann_classes.call_on_child", "getattr"),
            "ann_classes.Base.twice@ann_classes.Base/ann_classes.Child");
}

TEST(ClassesTest, PrebuiltInstanceAttributes) {
  EXPECT_EQ(A("Config", "name"), "str");
  // Only ever False (a pre-built attribute no code assigns): FalseOnlyAnn, so that a
  // container meeting it later would be a container or False.
  EXPECT_EQ(A("Config", "verbose"), "False");
  EXPECT_EQ(R("read_prebuilt"), "str");
  EXPECT_EQ(R("prebuilt_flag"), "False");
}

TEST(ClassesTest, FrozenAttributesAreConstants) {
  EXPECT_EQ(R("read_frozen"), "nonneg int = int:3");
  EXPECT_FALSE(P().HasClass("ann_classes.Table"));
}

TEST(ClassesTest, MethodOfAFrozenObject) { EXPECT_EQ(R("call_frozen_method"), "str"); }

TEST(ClassesTest, ChoiceBetweenFrozenObjectsIsAPbcSet) {
  EXPECT_EQ(R("choose_frozen"), "str");
  EXPECT_EQ(P().Var("ann_classes.choose_frozen", "t"),
            "one of {ann_classes.OTHER_TABLE, ann_classes.TABLE}");
}

TEST(ClassesTest, MixinMethodsAreCopiedIntoTheClass) {
  EXPECT_EQ(R("use_mixin"), "str");
  EXPECT_EQ(A("Node", "show"), "ann_classes.ReprMixin.show@ann_classes.Node");
  EXPECT_EQ(P().BaseOf("ann_classes.Node"), "");
  EXPECT_FALSE(P().HasClass("ann_classes.ReprMixin"));
}

TEST(ClassesTest, UserExceptionClassesDeriveFromBuiltinOnes) {
  EXPECT_EQ(P().BaseOf("ann_classes.AppError"), "builtins.Exception");
  EXPECT_EQ(P().BaseOf("ann_classes.ParseError"), "ann_classes.AppError");
  EXPECT_EQ(A("ParseError", "pos"), "nonneg int");
  EXPECT_EQ(A("ParseError", "message"), "str");
}

TEST(ClassesTest, CaughtExceptionIsAnInstanceOfTheCaughtClass) {
  EXPECT_EQ(R("catch_parse"), "nonneg int");
  EXPECT_EQ(R("catch_base"), "instance of ann_classes.AppError or None");
}

TEST(ClassesTest, BuiltinExceptionRaisedAndCaught) {
  EXPECT_EQ(R("catch_builtin"), "int");
  EXPECT_EQ(P().Attr("builtins.ValueError", "args0"), "str");
}

TEST(ClassesTest, ListAttributeFilledByAMethod) {
  EXPECT_EQ(A("Account", "history"), "list of float or int");
  EXPECT_EQ(A("Account", "owner"), "str");
  EXPECT_EQ(R("Account.balance"), "float or int");
  EXPECT_EQ(R("use_account"), "float or int");
}

TEST(ClassesTest, AttributeInitialisedToNoneBecomesNullable) {
  EXPECT_EQ(A("Linked", "next"), "instance of ann_classes.Linked or None");
  EXPECT_EQ(R("build_chain"), "instance of ann_classes.Linked");
  EXPECT_EQ(R("chain_length"), "nonneg int");
  // The loop head's `node` may be None; the body's (after `node is not None`) is not.
  EXPECT_EQ(P().Var("ann_classes.chain_length", "node"),
            "instance of ann_classes.Linked | instance of ann_classes.Linked or None");
}

TEST(ClassesTest, BoundMethodStoredInAVariable) {
  EXPECT_EQ(R("bound_method_call"), "nonneg int");
  EXPECT_EQ(P().Var("ann_classes.bound_method_call", "f"),
            "ann_classes.Point.norm1@ann_classes.Point/ann_classes.Point");
}

TEST(ClassesTest, MethodSetsMeetingASubsetOfThemselves) {
  // Var lists the distinct annotations of the variables named so: each assignment's, then
  // (when it differs) the join after the `if`. Read through Shape, each override is bound
  // to its own class; the subset read through Square meeting that set, either way round,
  // gives the set.
  const std::string all =
      "one of {ann_classes.Circle.area@ann_classes.Circle/ann_classes.Circle, "
      "ann_classes.Shape.area@ann_classes.Shape/ann_classes.Shape, "
      "ann_classes.Square.area@ann_classes.Square/ann_classes.Square}";
  const std::string square = "ann_classes.Square.area@ann_classes.Square/ann_classes.Square";
  EXPECT_EQ(P().Var("ann_classes.method_sets_meet", "f"), all + " | " + square);
  EXPECT_EQ(P().Var("ann_classes.method_sets_meet", "g"), square + " | " + all);
  // Shape.describe bound to Square and to Circle is bound to Shape where the two meet.
  EXPECT_EQ(P().Var("ann_classes.method_sets_meet", "h"),
            "ann_classes.Shape.describe@ann_classes.Shape/ann_classes.Square | "
            "ann_classes.Shape.describe@ann_classes.Shape/ann_classes.Shape | "
            "ann_classes.Shape.describe@ann_classes.Shape/ann_classes.Circle");
  EXPECT_EQ(R("method_sets_meet"), "float");
}

TEST(ClassesTest, InstancesInAList) { EXPECT_EQ(R("instance_in_list"), "nonneg int"); }

TEST(ClassesTest, ClassConstantCalled) {
  EXPECT_EQ(R("make_instance"), "instance of ann_classes.Square");
}

TEST(ClassesTest, ChoiceBetweenClassesInstantiatesTheCommonBase) {
  EXPECT_EQ(R("class_pbc"), "instance of ann_classes.Animal");
  EXPECT_EQ(P().Var("ann_classes.class_pbc", "cls"), "one of {ann_classes.Cat, ann_classes.Dog}");
}

TEST(ClassesTest, TypeOfAnInstanceCalledInstantiatesEveryClassItMayBe) {
  EXPECT_EQ(R("same_kind"), "instance of ann_classes.Animal");
  EXPECT_EQ(P().Var("ann_classes.same_kind", "a"), "instance of ann_classes.Animal");
}

TEST(ClassesTest, MethodAnnotatedWithAGivenInstance) {
  auto program = AnnotateWith("ann_classes", "Point.norm1", [](Program& p) {
    return std::vector<Ann>{InstanceOfAnn(p, "ann_classes", "Point")};
  });
  // No instance was built: x and y are never set, the reads wait forever and are
  // reported as a blocked block (as RPython does); nothing else may fail.
  EXPECT_NE(program->ErrorText().find("blocked block"), std::string::npos);
  EXPECT_EQ(program->ErrorTextExceptBlocked(), "");
  EXPECT_EQ(program->Return("ann_classes.Point.norm1"), "impossible");
  EXPECT_EQ(program->Attrs("ann_classes.Point"), "x");
}

// `with`: __exit__ is called with (None, None, None) on the normal exit and, as in
// CPython, with (class, instance, None) when the body raises: exc_type is a class or
// None. A call in the body can raise any BaseException (sys.exit's SystemExit too).
TEST(ClassesTest, WithStatementCallsEnterAndExit) {
  EXPECT_EQ(R("with_statement"), "int");
  EXPECT_EQ(R("with_as"), "nonneg int");
  EXPECT_EQ(R("with_caught"), "int");
  EXPECT_EQ(R("Tracker.__enter__"), "instance of ann_classes.Tracker");
  EXPECT_EQ(P().Var("ann_classes.Tracker.__exit__", "exc_type"),
            "class builtins.BaseException or a subclass or None");
  EXPECT_EQ(P().Var("ann_classes.Tracker.__exit__", "exc_value"),
            "instance of builtins.BaseException or None");
  EXPECT_EQ(P().Var("ann_classes.Tracker.__exit__", "tb"), "None");
  EXPECT_EQ(A("Tracker", "failures"), "nonneg int");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
