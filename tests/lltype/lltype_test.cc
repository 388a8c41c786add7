#include "passes/lltype/lltype.h"

#include <gtest/gtest.h>

#include "passes/lltype/llconstants.h"

namespace rtfarm::lltype {
namespace {

TEST(LltypeTest, PrimitivesAreInterned) {
  TypeRegistry types;
  EXPECT_EQ(types.Signed()->key(), "Signed");
  EXPECT_TRUE(types.Signed()->IsInteger());
  EXPECT_TRUE(types.Bool()->IsInteger());
  EXPECT_FALSE(types.Float()->IsInteger());
  EXPECT_FALSE(types.Void()->IsInteger());
}

TEST(LltypeTest, ArraysAndPointersAreInternedByStructure) {
  TypeRegistry types;
  EXPECT_EQ(types.GcArray(types.Char()), types.GcArray(types.Char()));
  EXPECT_NE(types.GcArray(types.Char()), types.Array(types.Char()));
  EXPECT_EQ(types.Ptr(types.GcArray(types.Char()))->key(), "Ptr(GcArray(Char))");
  EXPECT_EQ(types.Func({types.Signed(), types.Float()}, types.Bool())->key(),
            "Func(Signed, Float -> Bool)");
}

TEST(LltypeTest, RecursiveStructThroughDeclaration) {
  TypeRegistry types;
  const Type* node = types.DeclareStruct("Node", true);
  types.SetFields(node, {{"value", types.Signed()}, {"next", types.Ptr(node)}});
  EXPECT_EQ(node->FieldType("value"), types.Signed());
  EXPECT_EQ(node->FieldType("next"), types.Ptr(node));
  EXPECT_EQ(node->FieldType("missing"), nullptr);
  EXPECT_EQ(types.FindStruct("Node"), node);
}

TEST(LltypeTest, ParentIsTheInlinedFirstField) {
  TypeRegistry types;
  const Type* base = types.GcStruct("Base", {{"typeptr", types.Signed()}});
  const Type* sub = types.GcStruct("Sub", {{"super", base}, {"x", types.Float()}});
  EXPECT_EQ(sub->Parent(), base);
  EXPECT_TRUE(sub->HasParent(base));
  EXPECT_FALSE(base->HasParent(sub));
  EXPECT_EQ(sub->FieldType("typeptr"), types.Signed());  // found through the parent
}

TEST(LltypeTest, IllFormedStructsAreRefused) {
  TypeRegistry types;
  const Type* raw = types.Struct("Raw", {{"a", types.Signed()}});
  EXPECT_THROW(types.GcStruct("Bad", {{"x", types.Signed()}, {"inner", raw}}), TypeError);
  EXPECT_THROW(types.GcStruct("Bad2", {{"inner", raw}}), TypeError);  // GC kinds differ
  EXPECT_THROW(types.Struct("Dup", {{"a", types.Signed()}, {"a", types.Float()}}), TypeError);
  EXPECT_THROW(
      types.Struct("Arr", {{"items", types.Array(types.Char())}, {"after", types.Signed()}}),
      TypeError);
  types.Struct("Once", {{"a", types.Signed()}});
  EXPECT_THROW(types.Struct("Once", {{"a", types.Float()}}), TypeError);
  EXPECT_NO_THROW(types.Struct("Once", {{"a", types.Signed()}}));
}

TEST(LltypeTest, PointersOnlyToMemory) {
  TypeRegistry types;
  EXPECT_THROW(types.Ptr(types.Signed()), TypeError);
  EXPECT_THROW(types.Ptr(types.Ptr(types.GcArray(types.Char()))), TypeError);
  EXPECT_THROW(types.Array(types.Void()), TypeError);
}

// Code points of string constants, counted as the runtime decodes UTF-8 (GenC writes
// them into RPY_STRING_CONSTANT_CP; a char constant is its code point).
TEST(LltypeTest, CodePointsOfConstants) {
  EXPECT_EQ(CodePointCount(""), 0);
  EXPECT_EQ(CodePointCount("abc"), 3);
  EXPECT_EQ(CodePointCount("h\xc3\xa9llo"), 5);       // héllo
  EXPECT_EQ(CodePointCount("\xf0\x9f\x98\x80!"), 2);  // 😀!
  EXPECT_EQ(CodePointCount("\xed\xa0\x80"), 1);       // a lone surrogate, U+D800
  EXPECT_EQ(CodePointCount("\xff\xc3"), 2);           // malformed: a code point per byte
  EXPECT_EQ(CodePointCount("\xe2\x82"
                           "b"),
            3);
  EXPECT_EQ(CodePointOf("a"), 'a');
  EXPECT_EQ(CodePointOf("\xc3\xa9"), 0xE9);
  EXPECT_EQ(CodePointOf("\xe2\x98\xba"), 0x263A);
  EXPECT_EQ(CodePointOf("\xf4\x8f\xbf\xbf"), 0x10FFFF);
  EXPECT_EQ(CodePointOf("\xff"), 0xFF);
  EXPECT_EQ(CodePointOf(""), 0);
}

}  // namespace
}  // namespace rtfarm::lltype
