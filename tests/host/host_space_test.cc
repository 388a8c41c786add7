#include "passes/host/host_space.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace rtfarm::host {
namespace {

std::string RunfilesRoot() { return std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm"; }

std::string Fixture(const std::string& name) {
  return RunfilesRoot() + "/tests/host/fixtures/" + name + ".py";
}

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The message of the HostError `body` throws ("" when it does not throw).
template <typename F>
std::string ErrorOf(F body) {
  try {
    body();
  } catch (const HostError& error) {
    return error.what();
  }
  return "";
}

const HostObject* Attr(const HostObject* object, const std::string& name) {
  for (const auto& [attr, value] : object->attrs()) {
    if (attr == name) return value;
  }
  return nullptr;
}

class HostSpaceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    space_ = std::make_unique<HostSpace>(RunfilesRoot());
    module_ = space_->ImportFile(Fixture("sample_mod"));
    ASSERT_NE(module_, nullptr);
  }

  const HostObject* Global(const std::string& name) {
    const HostObject* object = space_->LookupGlobal(module_, name);
    EXPECT_NE(object, nullptr) << name;
    return object;
  }

  std::unique_ptr<HostSpace> space_;
  const HostObject* module_ = nullptr;
};

// --- values made by the toolchain ---------------------------------------------------------

// A .pyc is trusted when its recorded mtime (whole seconds) and size match the source: a
// program edited within the same second, keeping its size, must still be read from its
// source (the standard library alone is read from its caches, embedded_python.cc).
TEST(HostSpaceBytecodeTest, AProgramIsReadFromItsSourceNeverFromAStaleCache) {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(std::getenv("TEST_TMPDIR")) / "stale_pyc";
  fs::create_directories(dir);
  fs::path source = dir / "edited_same_second.py";
  auto write = [&](const char* text) { std::ofstream(source) << text; };
  write("VALUE = 1\n");
  std::string compile =
      "/usr/bin/python3.11 -c 'import py_compile, sys; py_compile.compile(sys.argv[1])' " +
      source.string();
  ASSERT_EQ(std::system(compile.c_str()), 0);
  ASSERT_TRUE(fs::exists(dir / "__pycache__" / "edited_same_second.cpython-311.pyc"));
  fs::file_time_type stamp = fs::last_write_time(source);
  write("VALUE = 2\n");
  fs::last_write_time(source, stamp);
  HostSpace space(RunfilesRoot());
  const HostObject* module = space.ImportFile(source.string());
  ASSERT_NE(module, nullptr);
  const HostObject* value = space.LookupGlobal(module, "VALUE");
  ASSERT_NE(value, nullptr);
  EXPECT_EQ(value->int_value(), 2);
}

TEST_F(HostSpaceTest, PrimitivesAreInternedByValue) {
  HostSpace& s = *space_;
  EXPECT_EQ(s.None(), s.None());
  EXPECT_EQ(s.Bool(true), s.Bool(true));
  EXPECT_NE(s.Bool(true), s.Bool(false));
  EXPECT_EQ(s.Int(5), s.Int(5));
  EXPECT_NE(s.Int(5), s.Int(6));
  EXPECT_EQ(s.Str("abc"), s.Str("abc"));
  EXPECT_EQ(s.Bytes("abc"), s.Bytes("abc"));
  EXPECT_NE(s.Str("abc"), s.Str("abd"));
  EXPECT_EQ(s.Float(1.5), s.Float(1.5));
  EXPECT_EQ(s.Tuple({s.Int(1), s.Str("a")}), s.Tuple({s.Int(1), s.Str("a")}));
  EXPECT_NE(s.Tuple({s.Int(1)}), s.Tuple({s.Int(1), s.Int(1)}));
  EXPECT_EQ(s.Int(5)->int_value(), 5);
  EXPECT_EQ(s.Str("abc")->text(), "abc");
  EXPECT_TRUE(s.Bool(true)->bool_value());
}

TEST_F(HostSpaceTest, NegativeZeroAndNanAreDistinctFloats) {
  HostSpace& s = *space_;
  EXPECT_NE(s.Float(0.0), s.Float(-0.0));
  EXPECT_TRUE(std::signbit(s.Float(-0.0)->float_value()));
  double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(s.Float(nan), s.Float(nan));
  EXPECT_EQ(s.Float(nan)->key(), "float:nan");
  double other_nan;
  uint64_t bits = 0x7ff8000000000001ull;
  std::memcpy(&other_nan, &bits, sizeof bits);
  EXPECT_NE(s.Float(nan), s.Float(other_nan));
  EXPECT_NE(s.Float(nan)->key(), s.Float(other_nan)->key());
}

TEST_F(HostSpaceTest, PrimitiveKeys) {
  HostSpace& s = *space_;
  EXPECT_EQ(s.None()->key(), "None");
  EXPECT_EQ(s.Bool(true)->key(), "bool:True");
  EXPECT_EQ(s.Bool(false)->key(), "bool:False");
  EXPECT_EQ(s.Int(5)->key(), "int:5");
  EXPECT_EQ(s.Int(-3)->key(), "int:-3");
  EXPECT_EQ(s.Float(-0.0)->key(), "float:-0.0");
  EXPECT_EQ(s.Float(1e16)->key(), "float:1e+16");
  EXPECT_EQ(s.Str("a")->key(), "str:'a'");
  EXPECT_EQ(s.Bytes("x")->key(), "bytes:b'x'");
  EXPECT_EQ(s.Tuple({s.Int(1), s.Str("a")})->key(), "tuple:(int:1, str:'a')");
  EXPECT_EQ(s.Tuple({s.Int(1)})->key(), "tuple:(int:1,)");
  EXPECT_EQ(s.Tuple({})->key(), "tuple:()");
}

// --- Repr ----------------------------------------------------------------------------------

TEST_F(HostSpaceTest, ReprOfLiterals) {
  HostSpace& s = *space_;
  EXPECT_EQ(HostSpace::Repr(s.None()), "None");
  EXPECT_EQ(HostSpace::Repr(s.Bool(false)), "False");
  EXPECT_EQ(HostSpace::Repr(s.Int(-42)), "-42");
  EXPECT_EQ(HostSpace::Repr(s.Float(1.0)), "1.0");
  EXPECT_EQ(HostSpace::Repr(s.Float(-0.0)), "-0.0");
  EXPECT_EQ(HostSpace::Repr(s.Float(1e16)), "1e+16");
  EXPECT_EQ(HostSpace::Repr(s.Float(1e15)), "1000000000000000.0");
  EXPECT_EQ(HostSpace::Repr(s.Float(1e-5)), "1e-05");
  EXPECT_EQ(HostSpace::Repr(s.Float(0.0001)), "0.0001");
  EXPECT_EQ(HostSpace::Repr(s.Float(0.1)), "0.1");
  EXPECT_EQ(HostSpace::Repr(s.Float(2.5e-7)), "2.5e-07");
  EXPECT_EQ(HostSpace::Repr(s.Float(std::numeric_limits<double>::infinity())), "inf");
  EXPECT_EQ(HostSpace::Repr(s.Float(-std::numeric_limits<double>::infinity())), "-inf");
  EXPECT_EQ(HostSpace::Repr(s.Float(std::numeric_limits<double>::quiet_NaN())), "nan");
  EXPECT_EQ(HostSpace::Repr(s.Str("it's")), "\"it's\"");
  EXPECT_EQ(HostSpace::Repr(s.Str("a'b\"c")), "'a\\'b\"c'");
  EXPECT_EQ(HostSpace::Repr(s.Str("x\\y\n\t\r\x01")), "'x\\\\y\\n\\t\\r\\x01'");
  EXPECT_EQ(HostSpace::Repr(s.Str("caf\xc3\xa9")), "'caf\xc3\xa9'");
  EXPECT_EQ(HostSpace::Repr(s.Bytes(std::string("\0a'\xff", 4))), "b\"\\x00a'\\xff\"");
  EXPECT_EQ(HostSpace::Repr(s.Tuple({s.Int(1)})), "(1,)");
  EXPECT_EQ(HostSpace::Repr(s.Tuple({s.Int(1), s.Int(2)})), "(1, 2)");
  EXPECT_EQ(HostSpace::Repr(s.Tuple({})), "()");
  EXPECT_EQ(HostSpace::Repr(Global("helper")), "<function sample_mod.helper>");
}

TEST_F(HostSpaceTest, ReprMatchesCPythonRepr) {
  const HostObject* samples = Global("REPR_SAMPLES");
  const HostObject* expected = Global("REPR_EXPECTED");
  ASSERT_EQ(samples->kind(), HostKind::kList);
  ASSERT_EQ(samples->items().size(), expected->items().size());
  for (size_t i = 0; i < samples->items().size(); ++i) {
    EXPECT_EQ(HostSpace::Repr(samples->items()[i]), expected->items()[i]->text()) << "sample " << i;
  }
}

// --- mirrored primitives -------------------------------------------------------------------

TEST_F(HostSpaceTest, MirroredPrimitivesAreTheInternedOnes) {
  HostSpace& s = *space_;
  EXPECT_EQ(Global("FIVE"), s.Int(5));
  EXPECT_EQ(Global("NEG_ZERO"), s.Float(-0.0));
  EXPECT_EQ(Global("ZERO"), s.Float(0.0));
  EXPECT_NE(Global("NEG_ZERO"), Global("ZERO"));
  EXPECT_EQ(Global("ONE_E16")->key(), "float:1e+16");
  EXPECT_EQ(Global("PAIR"),
            s.Tuple({s.Int(1), s.Str("two"), s.Float(3.0), s.None(), s.Bool(true)}));
  EXPECT_EQ(Global("RAW"), s.Bytes(std::string("\0ab'\xff", 5)));
  EXPECT_EQ(Global("RAN_AS_MAIN"), s.Bool(false));  // __main__ block did not run
  EXPECT_EQ(Global("ELLIPSIS")->kind(), HostKind::kEllipsis);
  EXPECT_EQ(Global("ELLIPSIS"), space_->LookupGlobal(module_, "ELLIPSIS"));
}

TEST_F(HostSpaceTest, RangesKeepTheirBounds) {
  HostSpace& s = *space_;
  const HostObject* stepped = Global("STEPPED");
  EXPECT_EQ(stepped->kind(), HostKind::kRange);
  EXPECT_EQ(stepped->items(), (std::vector<const HostObject*>{s.Int(2), s.Int(10), s.Int(3)}));
  EXPECT_TRUE(stepped->IsTrueConstant());
  EXPECT_EQ(Global("HUGE_RANGE")->kind(), HostKind::kOpaque);
}

TEST_F(HostSpaceTest, BigIntegersKeepTheirDecimalText) {
  const HostObject* big = Global("BIG");
  EXPECT_EQ(big->kind(), HostKind::kBigInt);
  EXPECT_EQ(big->text(), "1267650600228229401496703205376");
  EXPECT_EQ(big->key(), "int:1267650600228229401496703205376");
  EXPECT_EQ(HostSpace::Repr(big), "1267650600228229401496703205376");
  const HostObject* negative = Global("NEG_BIG");
  EXPECT_EQ(negative->kind(), HostKind::kBigInt);
  EXPECT_EQ(negative->text(), "-1180591620717411303424");
  const HostObject* samples = Global("REPR_SAMPLES");
  EXPECT_EQ(samples->items()[2], space_->Int(std::numeric_limits<int64_t>::max()));
  EXPECT_EQ(samples->items()[3], space_->Int(std::numeric_limits<int64_t>::min()));
  EXPECT_EQ(samples->items()[4]->kind(), HostKind::kBigInt);
}

TEST_F(HostSpaceTest, UnicodeStringsAreUtf8WithSurrogatesKept) {
  const HostObject* uni = Global("UNI");
  EXPECT_EQ(uni->text(), "h\xc3\xa9llo \xe4\xb8\x96\xe7\x95\x8c \xf0\x9f\x98\x80");
  EXPECT_EQ(uni, space_->Str(uni->text()));
  const HostObject* surrogate = Global("SURROGATE");
  EXPECT_EQ(surrogate->text(),
            "a\xed\xa0\x80"
            "b");
  EXPECT_EQ(HostSpace::Repr(surrogate), "'a\\ud800b'");
  EXPECT_EQ(surrogate, space_->Str("a\xed\xa0\x80"
                                   "b"));
}

// --- containers ----------------------------------------------------------------------------

TEST_F(HostSpaceTest, NestedContainersAreKeyedByPath) {
  HostSpace& s = *space_;
  const HostObject* nested = Global("NESTED");
  ASSERT_EQ(nested->kind(), HostKind::kList);
  EXPECT_EQ(nested->key(), "sample_mod.NESTED");
  ASSERT_EQ(nested->items().size(), 3u);
  EXPECT_EQ(nested->items()[0], s.Int(1));
  EXPECT_EQ(nested->items()[1]->key(), "sample_mod.NESTED[1]");
  const HostObject* dict = nested->items()[2];
  ASSERT_EQ(dict->kind(), HostKind::kDict);
  EXPECT_EQ(dict->key(), "sample_mod.NESTED[2]");
  ASSERT_EQ(dict->items().size(), 2u);
  EXPECT_EQ(dict->items()[0], s.Str("k"));
  const HostObject* inner = dict->items()[1];
  EXPECT_EQ(inner->key(), "sample_mod.NESTED[2]['k']");
  const HostObject* deep = inner->items()[1];
  EXPECT_EQ(deep->kind(), HostKind::kDict);
  EXPECT_EQ(deep->items()[1], s.Tuple({s.Int(5), s.Int(6)}));
  // The same object reached again gives the same mirror.
  EXPECT_EQ(Global("NESTED"), nested);
}

TEST_F(HostSpaceTest, DictItemsKeepInsertionOrder) {
  HostSpace& s = *space_;
  const HostObject* table = Global("TABLE");
  ASSERT_EQ(table->kind(), HostKind::kDict);
  ASSERT_EQ(table->items().size(), 6u);
  EXPECT_EQ(table->items()[0], s.Str("one"));
  EXPECT_EQ(table->items()[1], s.Int(1));
  EXPECT_EQ(table->items()[2], s.Int(2));
  EXPECT_EQ(table->items()[3], s.Str("two"));
  EXPECT_EQ(table->items()[4], s.Tuple({s.Int(3), s.Int(4)}));
  EXPECT_EQ(table->items()[5]->kind(), HostKind::kList);
  EXPECT_EQ(table->items()[5]->key(), "sample_mod.TABLE[(3, 4)]");
}

// A set's items come in the order of CPython's table (hash seed 0), each with its slot,
// so that the translated program starts from the same table.
TEST_F(HostSpaceTest, SetItemsFollowCpythonsTable) {
  const HostObject* words = Global("WORDS");
  ASSERT_EQ(words->kind(), HostKind::kSet);
  EXPECT_FALSE(words->bool_value());  // a set
  std::vector<std::string> texts;
  for (const HostObject* item : words->items()) texts.push_back(item->text());
  std::vector<std::string> order;  // what CPython iterated at import
  for (const HostObject* item : Global("WORDS_ORDER")->items()) order.push_back(item->text());
  EXPECT_EQ(texts, order);
  EXPECT_EQ(words->int_value(), 32);     // the table size: 8 strs grew it past 8 and 16 slots
  ASSERT_EQ(words->slots().size(), 9u);  // the finger (0), then the items' slots
  EXPECT_EQ(words->slots()[0], 0);
  for (size_t i = 2; i < words->slots().size(); ++i)
    EXPECT_LT(words->slots()[i - 1], words->slots()[i]);
  const HostObject* frozen = Global("FROZEN");
  ASSERT_EQ(frozen->kind(), HostKind::kSet);
  EXPECT_TRUE(frozen->bool_value());  // a frozenset
  EXPECT_EQ(frozen->items(),
            (std::vector<const HostObject*>{space_->Int(1), space_->Int(2), space_->Int(3)}));
  EXPECT_EQ(frozen->slots(), (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ(frozen->int_value(), 8);
}

TEST_F(HostSpaceTest, StringHashingIsDeterministic) {
  // The order CPython itself iterated the set in at import, under hash seed 0.
  const HostObject* order = Global("WORDS_ORDER");
  std::vector<std::string> texts;
  for (const HostObject* item : order->items()) texts.push_back(item->text());
  EXPECT_EQ(texts, (std::vector<std::string>{"banana", "fig", "cherry", "apple", "pear", "date",
                                             "elder", "kiwi"}));
  EXPECT_EQ(Global("HASH_OF_RTFARM"), space_->Int(-810692866157150429));
}

TEST_F(HostSpaceTest, TupleContainingFunctionsIsInterned) {
  const HostObject* tuple = Global("TUPLE_OF_FUNCS");
  EXPECT_EQ(tuple, space_->Tuple({Global("helper"), Global("plain")}));
  EXPECT_EQ(tuple->key(), "tuple:(sample_mod.helper, sample_mod.plain)");
}

// --- functions -----------------------------------------------------------------------------

TEST_F(HostSpaceTest, FunctionWithDefaultsAndKwdefaults) {
  HostSpace& s = *space_;
  const HostObject* plain = Global("plain");
  ASSERT_EQ(plain->kind(), HostKind::kFunction);
  EXPECT_EQ(plain->key(), "sample_mod.plain");
  EXPECT_EQ(plain->text(), "plain");
  EXPECT_EQ(plain->qualname(), "plain");
  EXPECT_EQ(plain->module_name(), "sample_mod");
  EXPECT_EQ(plain->module(), module_);
  EXPECT_EQ(plain->defaults(), s.Tuple({s.Int(2)}));
  ASSERT_NE(plain->kwdefaults(), nullptr);
  EXPECT_EQ(plain->kwdefaults()->kind(), HostKind::kDict);
  EXPECT_EQ(plain->kwdefaults()->items(), (std::vector<const HostObject*>{s.Str("c"), s.Int(3)}));
  EXPECT_TRUE(plain->closure().empty());
  EXPECT_EQ(Global("helper")->defaults(), nullptr);
  EXPECT_EQ(Global("helper")->kwdefaults(), nullptr);
}

TEST_F(HostSpaceTest, FunctionCodeInfo) {
  const HostObject* plain = Global("plain");
  const CodeInfo* code = plain->code();
  ASSERT_NE(code, nullptr);
  ASSERT_NE(plain->code_object(), nullptr);
  EXPECT_EQ(plain->code_object()->kind(), HostKind::kCode);
  EXPECT_EQ(plain->code_object()->key(), "sample_mod.plain#code");
  EXPECT_EQ(plain->code_object()->code()->code, code->code);
  EXPECT_EQ(code->name, "plain");
  EXPECT_EQ(code->qualname, "plain");
  EXPECT_TRUE(Contains(code->filename, "fixtures/sample_mod.py")) << code->filename;
  EXPECT_GT(code->firstlineno, 1);
  EXPECT_EQ(code->argcount, 2);
  EXPECT_EQ(code->posonlyargcount, 0);
  EXPECT_EQ(code->kwonlyargcount, 1);
  EXPECT_TRUE(code->flags & kCoVarargs);
  EXPECT_TRUE(code->flags & kCoVarkeywords);
  EXPECT_FALSE(code->flags & kCoGenerator);
  EXPECT_GT(code->stacksize, 0);
  EXPECT_FALSE(code->code.empty());
  EXPECT_EQ(code->code.size() % 2, 0u);
  EXPECT_FALSE(code->linetable.empty());
  EXPECT_EQ(code->varnames, (std::vector<std::string>{"a", "b", "c", "args", "kw"}));
  EXPECT_EQ(code->names, (std::vector<std::string>{"helper", "FIVE"}));
  EXPECT_TRUE(code->cellvars.empty());
  EXPECT_TRUE(code->freevars.empty());
  ASSERT_FALSE(code->consts.empty());
  EXPECT_EQ(code->consts[0], space_->None());  // the docstring slot
}

TEST_F(HostSpaceTest, NestedCodeObjectsAreKeyedByLocation) {
  // make_adder is mirrored first, so its inner code is met as a constant.
  const HostObject* make_adder = Global("make_adder");
  const HostObject* inner_code = nullptr;
  for (const HostObject* constant : make_adder->code()->consts) {
    if (constant->kind() == HostKind::kCode) inner_code = constant;
  }
  ASSERT_NE(inner_code, nullptr);
  EXPECT_EQ(inner_code->key().rfind("code:", 0), 0u) << inner_code->key();
  EXPECT_TRUE(Contains(inner_code->key(), "sample_mod.py:58:make_adder.<locals>.add"))
      << inner_code->key();
  EXPECT_EQ(make_adder->code()->cellvars, (std::vector<std::string>{"n"}));
  EXPECT_EQ(Global("ADD3")->code_object(), inner_code);
}

TEST_F(HostSpaceTest, ClosuresShareCodeButNotCells) {
  const HostObject* add3 = Global("ADD3");
  const HostObject* add4 = Global("ADD4");
  ASSERT_EQ(add3->closure().size(), 1u);
  EXPECT_EQ(add3->closure()[0], space_->Int(3));
  ASSERT_EQ(add4->closure().size(), 1u);
  EXPECT_EQ(add4->closure()[0], space_->Int(4));
  EXPECT_EQ(add3->code_object(), add4->code_object());
  EXPECT_EQ(add3->code()->freevars, (std::vector<std::string>{"n"}));
  EXPECT_EQ(add3->key(), "sample_mod.make_adder.<locals>.add");
  EXPECT_EQ(add4->key(), "sample_mod.ADD4");  // the qualified name was taken
  EXPECT_EQ(add4->qualname(), "make_adder.<locals>.add");
}

TEST_F(HostSpaceTest, RecursiveClosureAndEmptyCell) {
  const HostObject* countdown = Global("COUNTDOWN");
  ASSERT_EQ(countdown->closure().size(), 1u);
  EXPECT_EQ(countdown->closure()[0], countdown);
  const HostObject* empty = Global("EMPTY_CELL");
  ASSERT_EQ(empty->closure().size(), 1u);
  EXPECT_EQ(empty->closure()[0], nullptr);
}

TEST_F(HostSpaceTest, FunctionAttributesCarryRlibMarkers) {
  const HostObject* specialised = Global("specialised");
  EXPECT_EQ(Attr(specialised, "_annspecialcase_"), space_->Str("specialize:argtype(0)"));
}

TEST_F(HostSpaceTest, ForeignGlobalsGetAStandInModule) {
  const HostObject* ghost = Global("GHOST");
  ASSERT_EQ(ghost->kind(), HostKind::kFunction);
  EXPECT_EQ(ghost->module_name(), "sample_synthetic");
  EXPECT_EQ(ghost->key(), "sample_synthetic.ghost");
  const HostObject* stand_in = ghost->module();
  ASSERT_NE(stand_in, nullptr);
  EXPECT_EQ(stand_in->kind(), HostKind::kModule);
  EXPECT_EQ(stand_in->key(), "module:sample_synthetic");
  EXPECT_EQ(space_->LookupGlobal(stand_in, "GHOST_VALUE"), space_->Int(11));
  EXPECT_EQ(space_->LookupGlobal(stand_in, "len"), space_->Builtin("len"));
}

// --- classes and instances -----------------------------------------------------------------

TEST_F(HostSpaceTest, ClassesWithMixinsAndMarkers) {
  const HostObject* base = Global("Base");
  const HostObject* mixin = Global("Mixin");
  const HostObject* derived = Global("Derived");
  const HostObject* object = space_->Builtin("object");
  ASSERT_EQ(derived->kind(), HostKind::kClass);
  EXPECT_EQ(derived->key(), "sample_mod.Derived");
  EXPECT_EQ(derived->text(), "Derived");
  EXPECT_EQ(derived->module_name(), "sample_mod");
  EXPECT_EQ(derived->items(), (std::vector<const HostObject*>{mixin, base}));
  EXPECT_EQ(derived->mro(), (std::vector<const HostObject*>{derived, mixin, base, object}));
  EXPECT_TRUE(derived->IsSubclassOf(base));
  EXPECT_FALSE(base->IsSubclassOf(derived));
  for (const char* noise : {"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__"}) {
    EXPECT_FALSE(derived->HasOwnAttr(noise)) << noise;
    EXPECT_FALSE(base->HasOwnAttr(noise)) << noise;
  }
  EXPECT_TRUE(base->HasOwnAttr("__init__"));
  EXPECT_EQ(base->LookupClassAttr("_freeze_"), space_->Bool(true));
  EXPECT_EQ(mixin->LookupClassAttr("_mixin_"), space_->Bool(true));
  EXPECT_EQ(derived->LookupClassAttr("X"), space_->Int(1));
  EXPECT_EQ(derived->LookupClassAttr("get")->qualname(), "Derived.get");
  EXPECT_EQ(derived->LookupClassAttr("mixed")->key(), "sample_mod.Mixin.mixed");
  EXPECT_EQ(derived->LookupClassAttr("Y")->key(), "sample_mod.Derived.Y");
  const HostObject* inner = derived->LookupClassAttr("Inner");
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(inner->key(), "sample_mod.Derived.Inner");
  EXPECT_TRUE(object->attrs().empty());
}

TEST_F(HostSpaceTest, StaticAndClassMethodsAreWrapped) {
  const HostObject* base = Global("Base");
  const HostObject* smeth = base->LookupClassAttr("smeth");
  ASSERT_EQ(smeth->kind(), HostKind::kStaticMethod);
  ASSERT_EQ(smeth->items().size(), 1u);
  EXPECT_EQ(smeth->items()[0]->kind(), HostKind::kFunction);
  EXPECT_EQ(smeth->key(), "sample_mod.Base.smeth#staticmethod");
  EXPECT_EQ(smeth->items()[0]->key(), "sample_mod.Base.smeth");
  const HostObject* cmeth = base->LookupClassAttr("cmeth");
  ASSERT_EQ(cmeth->kind(), HostKind::kClassMethod);
  EXPECT_EQ(cmeth->key(), "sample_mod.Base.cmeth#classmethod");
  EXPECT_EQ(cmeth->items()[0]->qualname(), "Base.cmeth");
  EXPECT_EQ(cmeth->items()[0]->key(), "sample_mod.Base.cmeth");
}

TEST_F(HostSpaceTest, BuiltinClassesHaveNoAttrsButAnMro) {
  const HostObject* value_error = space_->Builtin("ValueError");
  ASSERT_EQ(value_error->kind(), HostKind::kClass);
  EXPECT_EQ(value_error->key(), "builtins.ValueError");
  EXPECT_TRUE(value_error->attrs().empty());
  EXPECT_TRUE(value_error->IsSubclassOf(space_->Builtin("Exception")));
  EXPECT_EQ(space_->Builtin("int")->key(), "builtins.int");
  const HostObject* my_error = Global("MyError");
  EXPECT_EQ(my_error->key(), "sample_mod.MyError");
  EXPECT_TRUE(my_error->IsSubclassOf(value_error));
  EXPECT_EQ(space_->Builtin("no_such_builtin"), nullptr);
}

TEST_F(HostSpaceTest, PrebuiltInstancesAndCycles) {
  const HostObject* inst = Global("INST");
  ASSERT_EQ(inst->kind(), HostKind::kInstance);
  EXPECT_EQ(inst->key(), "sample_mod.INST");
  EXPECT_EQ(inst->type(), Global("Derived"));
  EXPECT_EQ(Attr(inst, "v"), space_->Int(7));
  const HostObject* selfref = Global("SELFREF");
  EXPECT_EQ(Attr(selfref, "me"), selfref);
  EXPECT_EQ(Attr(selfref, "v"), space_->Int(0));
  const HostObject* cycle = Global("CYCLE_LIST");
  ASSERT_EQ(cycle->items().size(), 2u);
  EXPECT_EQ(cycle->items()[1], cycle);
  const HostObject* cyclic_tuple = Global("CYCLE_TUPLE");
  ASSERT_EQ(cyclic_tuple->kind(), HostKind::kTuple);
  ASSERT_EQ(cyclic_tuple->items().size(), 1u);
  const HostObject* list = cyclic_tuple->items()[0];
  ASSERT_EQ(list->kind(), HostKind::kList);
  EXPECT_EQ(list->items(), (std::vector<const HostObject*>{cyclic_tuple}));
}

TEST_F(HostSpaceTest, SubclassOfIntKeepsItsValue) {
  const HostObject* unsigned_value = Global("UNSIGNED");
  ASSERT_EQ(unsigned_value->kind(), HostKind::kInstance);
  EXPECT_EQ(unsigned_value->type()->key(), "rlib.rarithmetic.r_uint");
  ASSERT_EQ(unsigned_value->items().size(), 1u);
  EXPECT_EQ(unsigned_value->items()[0], space_->Int(7));
}

TEST_F(HostSpaceTest, BuiltinFunctionsAndOpaqueObjects) {
  const HostObject* len = Global("HOST_LEN");
  EXPECT_EQ(len->kind(), HostKind::kBuiltin);
  EXPECT_EQ(len->text(), "len");
  EXPECT_EQ(len->key(), "builtins.len");
  EXPECT_EQ(len, space_->Builtin("len"));
  EXPECT_EQ(Global("HOST_SQRT")->text(), "math.sqrt");
  EXPECT_EQ(Global("HOST_WRITE")->text(), "os.write");
  EXPECT_EQ(Global("HOST_WRITE")->key(), "os.write");
  const HostObject* join = Global("HOST_JOIN");
  EXPECT_EQ(join->kind(), HostKind::kBuiltin);
  EXPECT_EQ(join->text(), "str.join");
  const HostObject* opaque = Global("OPAQUE");
  EXPECT_EQ(opaque->kind(), HostKind::kOpaque);
  EXPECT_EQ(opaque->text(), "property");
  EXPECT_EQ(opaque->key(), "sample_mod.OPAQUE");
}

// --- modules and lookups -------------------------------------------------------------------

TEST_F(HostSpaceTest, ModulesAndLookups) {
  EXPECT_EQ(module_->kind(), HostKind::kModule);
  EXPECT_EQ(module_->key(), "module:sample_mod");
  EXPECT_EQ(module_->text(), "sample_mod");
  EXPECT_EQ(space_->ImportFile(Fixture("sample_mod")), module_);  // imported once
  const HostObject* math = space_->ImportModule("math");
  EXPECT_EQ(math->key(), "module:math");
  EXPECT_EQ(space_->ModuleAttr(module_, "math"), math);
  EXPECT_EQ(space_->ModuleAttr(math, "pi"), space_->Float(M_PI));
  EXPECT_EQ(space_->ModuleAttr(math, "no_such_attr"), nullptr);
  EXPECT_EQ(space_->LookupGlobal(module_, "len"), space_->Builtin("len"));
  EXPECT_EQ(space_->LookupGlobal(module_, "no_such_name"), nullptr);
  EXPECT_EQ(space_->ModuleAttr(module_, "FIVE"), space_->Int(5));
  const HostObject* rlib = space_->ImportModule("rlib.rarithmetic");
  EXPECT_EQ(rlib->text(), "rlib.rarithmetic");
  EXPECT_EQ(space_->LookupGlobal(rlib, "LONG_BIT"), space_->Int(64));
}

TEST_F(HostSpaceTest, DefinedFunctionsSortedByQualname) {
  std::vector<const HostObject*> functions = space_->DefinedFunctions(module_);
  std::vector<std::string> qualnames;
  for (const HostObject* function : functions) {
    EXPECT_EQ(function->kind(), HostKind::kFunction);
    qualnames.push_back(function->qualname());
  }
  EXPECT_EQ(qualnames,
            (std::vector<std::string>{
                "Base.__init__", "Base.cmeth", "Base.get", "Base.smeth", "Derived.Inner.deep",
                "Derived.get", "Mixin.mixed", "entry_point", "helper", "make_adder",
                "make_adder.<locals>.add", "make_adder.<locals>.add", "make_empty_cell",
                "make_empty_cell.<locals>.inner", "make_recursive",
                "make_recursive.<locals>.countdown", "plain", "specialised", "target"}));
  EXPECT_EQ(functions[7], Global("entry_point"));
  // Two closures of one def: in the order of the module's dict, ADD3 then ADD4.
  EXPECT_EQ(functions[10], Global("ADD3"));
  EXPECT_EQ(functions[11], Global("ADD4"));
  EXPECT_EQ(functions[11]->key(), "sample_mod.ADD4");
  EXPECT_EQ(space_->DefinedFunctions(module_), functions);
}

// --- entry points --------------------------------------------------------------------------

TEST_F(HostSpaceTest, EntryPointThroughTargetReturningATuple) {
  const HostObject* entry = space_->FindEntryPoint(module_);
  EXPECT_EQ(entry, Global("entry_point"));
  EXPECT_EQ(entry->key(), "sample_mod.entry_point");
}

TEST_F(HostSpaceTest, EntryPointThroughTargetReturningAFunction) {
  const HostObject* module = space_->ImportFile(Fixture("target_fn"));
  const HostObject* entry = space_->FindEntryPoint(module);
  EXPECT_EQ(entry->key(), "target_fn.main");
  EXPECT_EQ(entry, space_->LookupGlobal(module, "main"));
}

TEST_F(HostSpaceTest, EntryPointDefinedDirectly) {
  const HostObject* module = space_->ImportFile(Fixture("ep_only"));
  EXPECT_EQ(space_->FindEntryPoint(module)->key(), "ep_only.entry_point");
}

TEST_F(HostSpaceTest, EntryPointErrors) {
  auto find = [&](const char* name) {
    return ErrorOf([&] { space_->FindEntryPoint(space_->ImportFile(Fixture(name))); });
  };
  EXPECT_EQ(
      find("no_entry"),
      Fixture("no_entry") + ": no entry point: define target(driver, args) or entry_point(argv)");
  std::string bad = find("target_bad");
  EXPECT_TRUE(Contains(bad, "target_bad.py: target(None, []) returned 42 (int)")) << bad;
  std::string raises = find("target_raises");
  EXPECT_TRUE(Contains(raises, "target(None, [])")) << raises;
  EXPECT_TRUE(Contains(raises, "target_raises.py:2: RuntimeError: no driver here")) << raises;
  EXPECT_EQ(find("ep_not_fn"), Fixture("ep_not_fn") + ": entry_point is a int, not a function");
}

// --- import errors -------------------------------------------------------------------------

// The flow builder gives an operator an Exception link inside a try only when some class
// of the program defines one of its special methods: the standard library's classes,
// builtin types and rlib's stand-ins for builtins (r_uint, deque) do not count.
TEST_F(HostSpaceTest, ProgramClassDefines) {
  ASSERT_NE(space_->ImportFile(Fixture("special_methods_mod")), nullptr);
  EXPECT_TRUE(space_->ProgramClassDefines("__lt__"));
  EXPECT_FALSE(space_->ProgramClassDefines("__rmatmul__"));  // no class of the program
  EXPECT_FALSE(space_->ProgramClassDefines("__rxor__"));     // rlib's r_uint only
  EXPECT_FALSE(space_->ProgramClassDefines("__getitem__"));  // stdlib, deque
}

TEST_F(HostSpaceTest, ImportFileWithSyntaxError) {
  std::string error = ErrorOf([&] { space_->ImportFile(Fixture("bad_syntax")); });
  EXPECT_TRUE(Contains(error, "fixtures/bad_syntax.py:5: SyntaxError: ")) << error;
}

TEST_F(HostSpaceTest, ImportFileRaisingAtImportTime) {
  std::string error = ErrorOf([&] { space_->ImportFile(Fixture("bad_import")); });
  // The innermost frame in the target itself, not the one in raiser.py.
  EXPECT_TRUE(Contains(error, "fixtures/bad_import.py:4: ValueError: boom from raiser")) << error;
  // Not left half-imported: a second attempt fails the same way.
  EXPECT_EQ(ErrorOf([&] { space_->ImportFile(Fixture("bad_import")); }), error);
}

TEST_F(HostSpaceTest, ImportMissingModule) {
  EXPECT_EQ(ErrorOf([&] { space_->ImportModule("no_such_module_rtfarm"); }),
            "ModuleNotFoundError: No module named 'no_such_module_rtfarm'");
  EXPECT_EQ(ErrorOf([&] { space_->ImportFile(Fixture("no_such_fixture")); }).empty(), false);
}

// Without MirrorGlobals an object gets the path it was first reached by; with it, a
// module global is keyed by its name whichever path reaches it first, so keys do not
// depend on the order in which the annotator's threads look names up.
TEST_F(HostSpaceTest, ObjectsReachedBySeveralPathsAreKeyedByTheFirstOne) {
  const HostObject* shared = space_->ImportFile(Fixture("shared_globals"));
  const HostObject* holder = space_->LookupGlobal(shared, "Holder");
  EXPECT_EQ(Attr(holder, "node")->key(), "shared_globals.Holder.node");
  EXPECT_EQ(space_->LookupGlobal(shared, "SECOND")->key(), "shared_globals.Holder.node");
}

TEST_F(HostSpaceTest, MirrorGlobalsKeysEveryGlobalByItsName) {
  const HostObject* shared = space_->ImportFile(Fixture("shared_globals"));
  space_->MirrorGlobals(shared);
  const HostObject* first = space_->LookupGlobal(shared, "FIRST");
  const HostObject* second = space_->LookupGlobal(shared, "SECOND");
  EXPECT_EQ(first->key(), "shared_globals.FIRST");
  EXPECT_EQ(second->key(), "shared_globals.SECOND");  // not Holder.node nor FIRST.other
  EXPECT_EQ(Attr(first, "other"), second);
  EXPECT_EQ(Attr(space_->LookupGlobal(shared, "Holder"), "node"), second);
  // An object no global names keeps the path it was found by, in the module's order.
  EXPECT_EQ(Attr(second, "extra")->key(), "shared_globals.SECOND.extra");
}

TEST_F(HostSpaceTest, MirrorGlobalsLeavesFailuresToTheLookups) {
  const HostObject* deep_module = space_->ImportFile(Fixture("deep"));
  space_->MirrorGlobals(deep_module);  // DEEP is too deep: not an error here
  EXPECT_TRUE(Contains(ErrorOf([&] { space_->LookupGlobal(deep_module, "DEEP"); }),
                       "object graph too deep at deep.DEEP.next.next"));
  EXPECT_EQ(space_->LookupGlobal(deep_module, "SHALLOW")->key(), "deep.SHALLOW");
}

TEST_F(HostSpaceTest, TooDeepObjectGraphIsRefusedAndRolledBack) {
  const HostObject* deep_module = space_->ImportFile(Fixture("deep"));
  std::string error = ErrorOf([&] { space_->LookupGlobal(deep_module, "DEEP"); });
  EXPECT_TRUE(Contains(error, "object graph too deep at deep.DEEP.next.next")) << error;
  // Nothing half-built is kept: the same failure again, and shallow objects still work.
  EXPECT_EQ(ErrorOf([&] { space_->LookupGlobal(deep_module, "DEEP"); }), error);
  const HostObject* shallow = space_->LookupGlobal(deep_module, "SHALLOW");
  ASSERT_NE(shallow, nullptr);
  EXPECT_EQ(shallow->key(), "deep.SHALLOW");
  EXPECT_EQ(shallow->type(), space_->LookupGlobal(deep_module, "Node"));
  int length = 0;
  for (const HostObject* node = shallow; node->kind() == HostKind::kInstance;
       node = Attr(node, "next")) {
    ++length;
  }
  EXPECT_EQ(length, 50);
}

// --- threads -------------------------------------------------------------------------------

TEST_F(HostSpaceTest, ConcurrentMirroringGivesIdenticalPointers) {
  HostSpace space(RunfilesRoot());  // a fresh space: nothing mirrored yet
  const std::vector<std::string> names = {"INST",  "Derived", "NESTED",  "TABLE",   "WORDS",
                                          "plain", "ADD3",    "ADD4",    "SELFREF", "PAIR",
                                          "GHOST", "BIG",     "HOST_LEN"};
  constexpr int kThreads = 8;
  std::vector<std::vector<const HostObject*>> seen(kThreads);
  std::vector<std::string> errors(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      try {
        const HostObject* module = space.ImportFile(Fixture("sample_mod"));
        seen[t].push_back(module);
        // Each thread walks the names in a different order.
        for (size_t i = 0; i < names.size(); ++i) {
          seen[t].push_back(space.LookupGlobal(module, names[(i + t) % names.size()]));
        }
        std::rotate(seen[t].begin() + 1, seen[t].end() - t % names.size(), seen[t].end());
        for (const HostObject* function : space.DefinedFunctions(module)) {
          seen[t].push_back(function);
        }
        seen[t].push_back(space.Int(5));
        seen[t].push_back(space.FindEntryPoint(module));
      } catch (const std::exception& error) {
        errors[t] = error.what();
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(errors[t], "") << "thread " << t;
    EXPECT_EQ(seen[t], seen[0]) << "thread " << t;
  }
  EXPECT_EQ(seen[0].size(), 1 + names.size() + 19 + 2);
}

}  // namespace
}  // namespace rtfarm::host
