// Joins of the annotation lattice (annotation.h): where control flow merges two values
// (fixtures/ann_lattice.py), and Union/Describe on annotations directly.

#include <gtest/gtest.h>

#include "passes/annotator/bookkeeper.h"
#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_lattice"); }
std::string R(const std::string& function) { return P().Return("ann_lattice." + function); }

TEST(LatticeTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

// --- numbers: bool <= nonneg int <= int <= float ---

TEST(LatticeTest, BoolJoinBool) { EXPECT_EQ(R("bool_or_bool"), "bool"); }
TEST(LatticeTest, BoolJoinNonnegIsNonneg) { EXPECT_EQ(R("bool_or_nonneg"), "nonneg int or bool"); }
TEST(LatticeTest, NonnegJoinIntIsInt) { EXPECT_EQ(R("nonneg_or_int"), "int"); }
TEST(LatticeTest, IntJoinFloatIsFloat) { EXPECT_EQ(R("int_or_float"), "float or int"); }
TEST(LatticeTest, BoolJoinFloatIsFloat) { EXPECT_EQ(R("bool_or_float"), "float or bool"); }
TEST(LatticeTest, TwoConstantsLoseTheConstant) { EXPECT_EQ(R("two_constants"), "nonneg int"); }
TEST(LatticeTest, TheSameConstantIsKept) { EXPECT_EQ(R("same_constant"), "nonneg int = int:7"); }
TEST(LatticeTest, NegativeConstantMakesItSigned) { EXPECT_EQ(R("negative_constant"), "int"); }
TEST(LatticeTest, LoopVariableGeneralisesToInt) {
  EXPECT_EQ(R("loop_generalises"), "int");
  EXPECT_EQ(P().Var("ann_lattice.loop_generalises", "v"), "int");
}

// --- strings and None ---

TEST(LatticeTest, CharJoinChar) { EXPECT_EQ(R("char_or_char"), "char"); }
TEST(LatticeTest, CharJoinStrIsStr) { EXPECT_EQ(R("char_or_str"), "str"); }
TEST(LatticeTest, StrJoinNone) { EXPECT_EQ(R("str_or_none"), "str or None"); }
TEST(LatticeTest, BytesJoinNone) { EXPECT_EQ(R("bytes_or_none"), "bytes or None"); }
TEST(LatticeTest, NoneJoinNone) { EXPECT_EQ(R("none_or_none"), "None"); }

// `"a" if c else None`: a char joined with None is a nullable str (RPython's
// SomeChar.noneify()).
TEST(LatticeTest, CharJoinNoneIsNullableStr) {
  auto program = AnnotateWith("ann_lattice", "char_or_none", {IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*program);
  EXPECT_EQ(program->Return("ann_lattice.char_or_none"), "str or None");
}

// --- tuples and containers ---

TEST(LatticeTest, TuplesJoinItemWise) { EXPECT_EQ(R("tuple_join"), "tuple(int, str)"); }
TEST(LatticeTest, ListsMeetingInOneVariableMerge) { EXPECT_EQ(R("list_or_list"), "list of int"); }
TEST(LatticeTest, MergedListsShareTheirItems) {
  // a itself only held n, but it met b in c: one ListDef for both.
  EXPECT_EQ(R("merged_list_items"), "list of int");
}
TEST(LatticeTest, ListJoinNoneIsANullableList) {
  // The same pointer; the flag keeps isinstance()'s None branch (either order of union).
  EXPECT_EQ(R("list_or_none"), "list of nonneg int or None");
}
TEST(LatticeTest, DictsMeetingInOneVariableMerge) {
  EXPECT_EQ(R("dict_or_dict"), "dict of str to float or int");
}

// --- instances and PBCs ---

TEST(LatticeTest, SiblingInstancesJoinToTheParent) {
  EXPECT_EQ(R("sibling_instances"), "instance of ann_lattice.A");
}
TEST(LatticeTest, ParentAndGrandchild) {
  EXPECT_EQ(R("parent_and_child"), "instance of ann_lattice.A");
}
TEST(LatticeTest, CousinsJoinToTheCommonBase) {
  EXPECT_EQ(R("cousin_instances"), "instance of ann_lattice.A");
}
TEST(LatticeTest, InstanceJoinNone) {
  EXPECT_EQ(R("instance_or_none"), "instance of ann_lattice.D or None");
}
TEST(LatticeTest, LoopFromNoneToInstance) {
  EXPECT_EQ(R("loop_none_to_instance"), "instance of ann_lattice.B or None");
}
TEST(LatticeTest, FunctionsJoinToAPbcSet) {
  EXPECT_EQ(R("functions"), "one of {ann_lattice.f1, ann_lattice.f2}");
}
TEST(LatticeTest, ATableOfFunctionsIsTheSetOfThem) {
  EXPECT_EQ(R("function_table"), "one of {ann_lattice.f1, ann_lattice.f2, ann_lattice.f3}");
}
TEST(LatticeTest, ANullableSetMeetingOneOfItsMembers) {
  EXPECT_EQ(R("function_set_meets_a_member"), "one of {ann_lattice.f1, ann_lattice.f2} or None");
}
TEST(LatticeTest, FunctionJoinNone) { EXPECT_EQ(R("function_or_none"), "ann_lattice.f1 or None"); }
TEST(LatticeTest, ClassesJoinToAPbcSet) {
  EXPECT_EQ(R("classes"), "one of {ann_lattice.B, ann_lattice.C}");
}

// A bound method read through a receiver that generalised in a loop: the methods read
// before (bound to a subclass) are absorbed by those read after.
TEST(LatticeTest, MethodReadAgainThroughAWiderReceiver) {
  EXPECT_EQ(R("method_read_again"), "nonneg int");
  EXPECT_EQ(P().Var("ann_lattice.method_read_again", "area"),
            "one of {ann_lattice.Shape.area@ann_lattice.Shape/ann_lattice.Shape, "
            "ann_lattice.Square.area@ann_lattice.Square/ann_lattice.Square}");
}

// --- Union on annotations ---

TEST(LatticeTest, UnionOfNumbers) {
  // The wider representation, remembering the narrower Python types it may hold.
  EXPECT_EQ(Describe(Union(BoolAnn(), IntAnn(true))), "nonneg int or bool");
  EXPECT_EQ(Describe(Union(IntAnn(true), IntAnn(false))), "int");
  EXPECT_EQ(Describe(Union(IntAnn(), FloatAnn())), "float or int");
  EXPECT_EQ(Describe(Union(BoolAnn(), FloatAnn())), "float or bool");
  EXPECT_EQ(Describe(Union(Union(BoolAnn(), IntAnn()), FloatAnn())), "float or int or bool");
  EXPECT_FALSE(Equal(Union(IntAnn(), FloatAnn()), FloatAnn()));
  EXPECT_EQ(Describe(Union(Impossible(), FloatAnn())), "float");
  EXPECT_EQ(Describe(Union(IntAnn(true, true), IntAnn(true, true))), "r_uint");
}

TEST(LatticeTest, UnionKeepsACommonConstant) {
  const host::HostObject* three = Space().Int(3);
  EXPECT_EQ(Describe(Union(IntAnn(true, false, three), IntAnn(true, false, three))),
            "nonneg int = int:3");
  EXPECT_EQ(Describe(Union(IntAnn(true, false, three), IntAnn(true, false, Space().Int(4)))),
            "nonneg int");
}

TEST(LatticeTest, UnionOfSignedAndUnsignedIsRefused) {
  EXPECT_THROW(Union(IntAnn(), IntAnn(true, true)), UnionError);
  // A non-negative constant may meet an r_uint.
  EXPECT_EQ(Describe(Union(IntAnn(true, false, Space().Int(0)), IntAnn(true, true))), "r_uint");
}

TEST(LatticeTest, UnionOfUnrelatedKindsIsRefused) {
  EXPECT_THROW(Union(IntAnn(), StrAnn()), UnionError);
  EXPECT_THROW(Union(FloatAnn(), BytesAnn()), UnionError);
  try {
    Union(IntAnn(true), StrAnn());
    FAIL() << "no UnionError";
  } catch (const UnionError& error) {
    EXPECT_STREQ(error.what(), "cannot unify nonneg int and str");
  }
}

// Numbers may be None too (boxed by the RTyper); a union with None drops constants.
TEST(LatticeTest, NumbersJoinNone) {
  EXPECT_EQ(Describe(Union(IntAnn(true, false, Space().Int(3)), NoneAnn())), "nonneg int or None");
  EXPECT_EQ(Describe(Union(NoneAnn(), FloatAnn())), "float or None");
  EXPECT_EQ(Describe(Union(BoolAnn(), NoneAnn())), "bool or None");
  EXPECT_EQ(Describe(Union(Nullable(IntAnn()), FloatAnn())), "float or int or None");
  EXPECT_EQ(Describe(Union(Nullable(IntAnn(true)), IntAnn())), "int or None");
  EXPECT_EQ(Describe(NonNullable(Nullable(IntAnn()))), "int");
  EXPECT_TRUE(CanBeNone(Nullable(FloatAnn())));
  EXPECT_THROW(Union(Nullable(IntAnn()), StrAnn()), UnionError);
}

TEST(LatticeTest, NullableAndNonNullable) {
  EXPECT_EQ(Describe(Nullable(StrAnn())), "str or None");
  EXPECT_EQ(Describe(NonNullable(StrAnn(true))), "str");
  EXPECT_EQ(Describe(Union(BytesAnn(), NoneAnn())), "bytes or None");
  EXPECT_TRUE(CanBeNone(StrAnn(true)));
  EXPECT_FALSE(CanBeNone(IntAnn()));
}

TEST(LatticeTest, UnionOfListsMergesTheirListDefs) {
  auto program = MakeProgram();
  Ann a = ListOfAnn(*program, IntAnn(true));
  Ann b = ListOfAnn(*program, FloatAnn());
  Ann joined = Union(a, b);
  EXPECT_EQ(Describe(joined), "list of float or int");
  EXPECT_EQ(Describe(a), "list of float or int");
  EXPECT_EQ(Describe(b), "list of float or int");
  EXPECT_TRUE(Equal(a, b));
}

TEST(LatticeTest, UnionOfTuplesIsItemWise) {
  EXPECT_EQ(Describe(Union(TupleAnn({IntAnn(true), CharAnn()}), TupleAnn({BoolAnn(), StrAnn()}))),
            "tuple(nonneg int or bool, str)");
}

// Containers, strings, tuples and instances meeting the constant False: the null pointer
// stands for it (can_be_false), whichever arrived first, also once the constant was
// dropped (FalseOnlyAnn); never together with None, nor with a bool that may be True.
TEST(LatticeTest, ObjectsMeetTheConstantFalse) {
  auto program = MakeProgram();
  Ann no = BoolAnn(Space().Bool(false));
  Ann list = ListOfAnn(*program, IntAnn(true));
  EXPECT_EQ(Describe(Union(list, no)), "list of nonneg int or False");
  EXPECT_EQ(Describe(Union(no, list)), "list of nonneg int or False");
  EXPECT_EQ(Describe(WithoutConstant(no)), "False");
  EXPECT_EQ(Describe(Union(WithoutConstant(no), StrAnn())), "str or False");
  EXPECT_EQ(Describe(Union(CharAnn(), no)), "str or False");
  EXPECT_EQ(Describe(Union(WithoutConstant(no), no)), "False");
  EXPECT_EQ(Describe(Union(WithoutConstant(no), BoolAnn())), "bool");
  EXPECT_EQ(Describe(Union(Union(StrAnn(), no), StrAnn())), "str or False");
  EXPECT_EQ(Describe(NonFalse(Union(StrAnn(), no))), "str");
  EXPECT_TRUE(IsObjectOrFalse(Union(StrAnn(), no)));
  EXPECT_FALSE(IsObjectOrFalse(WithoutConstant(no)));
  EXPECT_THROW(Union(Union(StrAnn(), no), NoneAnn()), UnionError);
  EXPECT_THROW(Union(StrAnn(true), no), UnionError);
  EXPECT_THROW(Union(StrAnn(), BoolAnn()), UnionError);
  EXPECT_THROW(Union(StrAnn(), BoolAnn(Space().Bool(true))), UnionError);
  EXPECT_NE(FalseUnionHint(Union(NoneAnn(), no), list).find("but not both"), std::string::npos);
  EXPECT_NE(FalseUnionHint(BoolAnn(), list).find("not a bool that may be True"), std::string::npos);
  EXPECT_EQ(FalseUnionHint(IntAnn(), StrAnn()), "");
}

// UnionOfAll unites pairwise: the same join as one value at a time, whatever the count.
TEST(LatticeTest, UnionOfAllIsTheJoin) {
  EXPECT_EQ(Describe(UnionOfAll({CharAnn()})), "char");
  EXPECT_EQ(Describe(UnionOfAll({BoolAnn(), IntAnn(true), Impossible()})), "nonneg int or bool");
  EXPECT_EQ(Describe(UnionOfAll({BoolAnn(), IntAnn(true), IntAnn(false), IntAnn(true), BoolAnn()})),
            "int or bool");
  EXPECT_EQ(Describe(UnionOfAll({CharAnn(), StrAnn(), NoneAnn(), CharAnn()})), "str or None");
  EXPECT_THROW(UnionOfAll({IntAnn(), IntAnn(), StrAnn()}), UnionError);
}

// Tuples of different lengths meeting: a tuple of any length, whose ListDef the living
// Bookkeeper makes; a tuple of known length meeting one of any length is absorbed by it.
TEST(LatticeTest, TuplesOfDifferentLengthsJoinAsATupleOfAnyLength) {
  auto program = MakeProgram();
  Ann joined = Union(TupleAnn({IntAnn(true)}), TupleAnn({BoolAnn(), IntAnn()}));
  EXPECT_EQ(Describe(joined), "tuple (of any length) of int or bool");
  EXPECT_EQ(Union(TupleAnn({IntAnn(), IntAnn(), IntAnn()}), joined), joined);
  EXPECT_THROW(Union(Nullable(TupleAnn({IntAnn()})), TupleAnn({IntAnn(), IntAnn()})), UnionError);
}

// A simplified method set already holds a method bound to a subclass of the receiver of
// its own method for that function and class: the union is that set itself. Bound to a
// base instead, the method is rebound, and the union is a new set.
TEST(LatticeTest, UnionOfBoundMethodsAbsorbsThoseOfASubclass) {
  auto program = MakeProgram();
  Bookkeeper& bookkeeper = program->bookkeeper();
  auto classdef = [&](const char* name) {
    return bookkeeper.ClassDefOf(Space().ModuleAttr(FixtureModule("ann_lattice"), name));
  };
  ClassDef* shape = classdef("Shape");
  ClassDef* square = classdef("Square");
  ClassDef* big = classdef("BigSquare");
  FunctionDesc* shape_area = bookkeeper.GetFunctionDesc(FindFunction("ann_lattice", "Shape.area"));
  FunctionDesc* square_area =
      bookkeeper.GetFunctionDesc(FindFunction("ann_lattice", "Square.area"));
  Ann wide = SimplifiedMethodsAnn({bookkeeper.GetMethodDesc(shape_area, shape, shape, "area"),
                                   bookkeeper.GetMethodDesc(square_area, square, square, "area")},
                                  false);
  Ann narrow =
      SimplifiedMethodsAnn({bookkeeper.GetMethodDesc(square_area, square, big, "area")}, false);
  EXPECT_EQ(Union(wide, narrow), wide);
  EXPECT_EQ(Union(narrow, wide), wide);
  // Nullable on one side only: the union is a new, nullable set.
  Ann nullable_narrow =
      SimplifiedMethodsAnn({bookkeeper.GetMethodDesc(square_area, square, big, "area")}, true);
  EXPECT_EQ(Describe(Union(wide, nullable_narrow)), Describe(wide) + " or None");
  // Shape.area bound to Square meeting it bound to Shape: rebound to Shape.
  Ann on_square =
      SimplifiedMethodsAnn({bookkeeper.GetMethodDesc(shape_area, shape, square, "area")}, false);
  Ann on_shape =
      SimplifiedMethodsAnn({bookkeeper.GetMethodDesc(shape_area, shape, shape, "area")}, false);
  EXPECT_EQ(Describe(Union(on_square, on_shape)),
            "ann_lattice.Shape.area@ann_lattice.Shape/ann_lattice.Shape");
  EXPECT_EQ(Describe(Union(on_shape, on_square)),
            "ann_lattice.Shape.area@ann_lattice.Shape/ann_lattice.Shape");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
