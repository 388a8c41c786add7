// The bytecode layer against the embedded CPython: opcode numbers and inline cache sizes
// (opcode.opmap, opcode._inline_cache_entries), the instruction decoder
// (dis.get_instructions), the location table (co_positions, co_lines) and the exception
// table (dis._parse_exception_table). fixtures/bytecode_probe.py computes CPython's side
// at import time; a few values are also written out here, from /usr/bin/python3.11, in
// case the probe and the decoders were wrong the same way.

#include "passes/flow/bytecode.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <stdexcept>

#include "passes/flow/code_tables.h"
#include "passes/flow/decoded_code.h"
#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow {
namespace {

using host::HostKind;
using host::HostObject;
using ::testing::ElementsAre;
using testing::FindFunction;
using testing::FixtureModule;
using testing::Space;

const HostObject* Probe(const std::string& name) {
  const HostObject* value = Space().ModuleAttr(FixtureModule("bytecode_probe"), name);
  EXPECT_NE(value, nullptr) << name;
  return value;
}

// The value of `key` in a mirrored dict with str keys.
const HostObject* DictItem(const HostObject* dict, const std::string& key) {
  const auto& items = dict->items();
  for (size_t i = 0; i + 1 < items.size(); i += 2) {
    if (items[i]->kind() == HostKind::kStr && items[i]->text() == key) return items[i + 1];
  }
  ADD_FAILURE() << "no key " << key;
  return nullptr;
}

std::vector<int64_t> Ints(const HostObject* sequence) {
  std::vector<int64_t> values;
  for (const HostObject* item : sequence->items()) {
    if (item->kind() == HostKind::kBool) {
      values.push_back(item->bool_value());
    } else {
      EXPECT_EQ(item->kind(), HostKind::kInt) << item->key();
      values.push_back(item->int_value());
    }
  }
  return values;
}

std::vector<std::vector<int64_t>> Rows(const HostObject* tuples) {
  std::vector<std::vector<int64_t>> rows;
  for (const HostObject* row : tuples->items()) rows.push_back(Ints(row));
  return rows;
}

const char* kSamples[] = {"sample_try",       "sample_with",      "sample_loops",
                          "sample_multiline", "sample_long_jump", "sample_comprehension"};

const host::CodeInfo& CodeOf(const std::string& sample) {
  const HostObject* function = FindFunction("bytecode_probe", sample);
  EXPECT_NE(function, nullptr) << sample;
  return *function->code_object()->code();
}

// --- opcode table -------------------------------------------------------------------------

TEST(BytecodeTest, EveryOpcodeNumberMatchesOpmap) {
  const HostObject* opmap = Probe("OPMAP");
  ASSERT_EQ(opmap->kind(), HostKind::kDict);
  std::set<int> defined;
  for (size_t i = 0; i + 1 < opmap->items().size(); i += 2) {
    const std::string& name = opmap->items()[i]->text();
    int number = static_cast<int>(opmap->items()[i + 1]->int_value());
    defined.insert(number);
    EXPECT_EQ(OpcodeName(number), name) << "opcode " << number;
  }
  EXPECT_EQ(defined.size(), 110u);  // 3.11 defines 110 (unspecialised) opcodes
  // And no number outside opmap has a name.
  for (int number = 0; number < 256; ++number) {
    if (!defined.count(number)) {
      EXPECT_EQ(OpcodeName(number), "") << "opcode " << number;
    }
  }
  EXPECT_EQ(OpcodeName(-1), "");
  EXPECT_EQ(OpcodeName(300), "");
}

TEST(BytecodeTest, EnumValuesMatchOpmap) {
  const HostObject* opmap = Probe("OPMAP");
  std::map<std::string, int> numbers;
  for (size_t i = 0; i + 1 < opmap->items().size(); i += 2) {
    numbers[opmap->items()[i]->text()] = static_cast<int>(opmap->items()[i + 1]->int_value());
  }
  EXPECT_EQ(numbers["LOAD_FAST"], LOAD_FAST);
  EXPECT_EQ(numbers["CALL"], CALL);
  EXPECT_EQ(numbers["PRECALL"], PRECALL);
  EXPECT_EQ(numbers["KW_NAMES"], KW_NAMES);
  EXPECT_EQ(numbers["BINARY_OP"], BINARY_OP);
  EXPECT_EQ(numbers["RERAISE"], RERAISE);
  EXPECT_EQ(numbers["FOR_ITER"], FOR_ITER);
  EXPECT_EQ(numbers["JUMP_BACKWARD"], JUMP_BACKWARD);
  EXPECT_EQ(numbers["POP_JUMP_BACKWARD_IF_TRUE"], POP_JUMP_BACKWARD_IF_TRUE);
  EXPECT_EQ(numbers["EXTENDED_ARG"], EXTENDED_ARG);
  EXPECT_EQ(numbers["WITH_EXCEPT_START"], WITH_EXCEPT_START);
  EXPECT_EQ(Probe("HAVE_ARGUMENT")->int_value(), kHaveArgument);
}

TEST(BytecodeTest, CacheEntriesMatchInlineCacheEntries) {
  std::vector<int64_t> expected = Ints(Probe("INLINE_CACHE_ENTRIES"));
  ASSERT_EQ(expected.size(), 256u);
  for (int number = 0; number < 256; ++number) {
    EXPECT_EQ(CacheEntries(number), expected[number]) << OpcodeName(number) << " " << number;
  }
  // Written out from /usr/bin/python3.11 as well.
  EXPECT_EQ(CacheEntries(LOAD_GLOBAL), 5);
  EXPECT_EQ(CacheEntries(LOAD_METHOD), 10);
  EXPECT_EQ(CacheEntries(BINARY_SUBSCR), 4);
  EXPECT_EQ(CacheEntries(CALL), 4);
  EXPECT_EQ(CacheEntries(PRECALL), 1);
  EXPECT_EQ(CacheEntries(COMPARE_OP), 2);
  EXPECT_EQ(CacheEntries(LOAD_FAST), 0);
}

TEST(BytecodeTest, JumpOpcodesMatchHasjrel) {
  std::vector<int64_t> hasjrel = Ints(Probe("HASJREL"));
  EXPECT_TRUE(Probe("HASJABS")->items().empty());  // 3.11: every jump is relative
  std::set<int64_t> relative(hasjrel.begin(), hasjrel.end());
  for (int number = 0; number < 256; ++number) {
    EXPECT_EQ(IsJump(number), relative.count(number) == 1) << OpcodeName(number);
  }
}

// --- instruction decoder ------------------------------------------------------------------

TEST(BytecodeTest, DecodedInstructionsMatchDis) {
  const HostObject* table = Probe("INSTRUCTIONS");
  for (const char* sample : kSamples) {
    SCOPED_TRACE(sample);
    std::vector<Instruction> decoded = DecodeInstructions(CodeOf(sample).code);
    auto expected = Rows(DictItem(table, sample));
    ASSERT_EQ(decoded.size(), expected.size());
    for (size_t i = 0; i < decoded.size(); ++i) {
      SCOPED_TRACE("instruction " + std::to_string(i));
      EXPECT_EQ(decoded[i].offset, expected[i][0]);
      EXPECT_EQ(decoded[i].opcode, expected[i][1]) << OpcodeName(decoded[i].opcode);
      EXPECT_EQ(decoded[i].arg, expected[i][2]);
      EXPECT_EQ(decoded[i].jump_target, expected[i][3]);
      if (i + 1 < decoded.size()) {
        // next_offset skips the caches; the next instruction may start with an
        // EXTENDED_ARG prefix.
        EXPECT_EQ(decoded[i].next_offset, decoded[i + 1].start);
      }
    }
  }
}

TEST(BytecodeTest, ExtendedArgIsFolded) {
  EXPECT_TRUE(DictItem(Probe("HAS_EXTENDED_ARG"), "sample_long_jump")->bool_value());
  std::vector<Instruction> decoded = DecodeInstructions(CodeOf("sample_long_jump").code);
  bool found = false;
  for (const Instruction& ins : decoded) {
    EXPECT_NE(ins.opcode, EXTENDED_ARG);
    if (ins.start != ins.offset) {
      found = true;
      EXPECT_EQ(ins.start + 2, ins.offset);
      EXPECT_GT(ins.arg, 255);
    }
  }
  EXPECT_TRUE(found);
}

TEST(BytecodeTest, HandMadeCode) {
  // EXTENDED_ARG 1; JUMP_FORWARD 2 -> arg 258, target 4 + 2 * 258.
  std::string code = {static_cast<char>(EXTENDED_ARG), 1, static_cast<char>(JUMP_FORWARD), 2};
  for (int i = 0; i < 259; ++i) code += {static_cast<char>(NOP), 0};  // room for the target
  auto decoded = DecodeInstructions(code);
  ASSERT_FALSE(decoded.empty());
  EXPECT_EQ(decoded[0].start, 0);
  EXPECT_EQ(decoded[0].offset, 2);
  EXPECT_EQ(decoded[0].opcode, JUMP_FORWARD);
  EXPECT_EQ(decoded[0].arg, 258);
  EXPECT_EQ(decoded[0].jump_target, 4 + 2 * 258);
  EXPECT_EQ(decoded[0].next_offset, 4);

  // LOAD_GLOBAL skips its 5 cache entries.
  std::string global = {static_cast<char>(LOAD_GLOBAL), 0};
  global.append(10, '\0');
  global += {static_cast<char>(RETURN_VALUE), 0};
  auto two = DecodeInstructions(global);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[0].next_offset, 12);
  EXPECT_EQ(two[1].offset, 12);
  // A backward jump counts from the next code unit.
  std::string loop = {static_cast<char>(NOP), 0, static_cast<char>(JUMP_BACKWARD), 2};
  EXPECT_EQ(DecodeInstructions(loop)[1].jump_target, 0);
}

TEST(BytecodeTest, MalformedCodeIsRejected) {
  EXPECT_THROW(DecodeInstructions(std::string(3, '\x09')), std::runtime_error);  // odd length
  EXPECT_THROW(DecodeInstructions(std::string{'\x03', 0}), std::runtime_error);  // opcode 3
  // A jump past the end.
  EXPECT_THROW(DecodeInstructions(std::string{static_cast<char>(JUMP_FORWARD), 5}),
               std::runtime_error);
  // LOAD_ATTR without its 4 cache entries.
  EXPECT_THROW(DecodeInstructions(std::string{static_cast<char>(LOAD_ATTR), 0}),
               std::runtime_error);
}

// --- location table -----------------------------------------------------------------------

TEST(BytecodeTest, LineTableMatchesCoPositions) {
  const HostObject* table = Probe("POSITION_LINES");
  bool saw_no_location = false;
  for (const char* sample : kSamples) {
    SCOPED_TRACE(sample);
    const host::CodeInfo& info = CodeOf(sample);
    int units = static_cast<int>(info.code.size() / 2);
    std::vector<int> lines = ParseLineTable(info.linetable, info.firstlineno, units);
    std::vector<int64_t> expected = Ints(DictItem(table, sample));
    ASSERT_EQ(static_cast<int>(expected.size()), units);
    for (int unit = 0; unit < units; ++unit) {
      EXPECT_EQ(lines[unit], expected[unit]) << "code unit " << unit;
      saw_no_location |= expected[unit] == -1;
    }
  }
  EXPECT_TRUE(saw_no_location);  // the samples include code without a location
}

TEST(BytecodeTest, LineTableMatchesCoLines) {
  const HostObject* table = Probe("CO_LINES");
  for (const char* sample : kSamples) {
    SCOPED_TRACE(sample);
    const host::CodeInfo& info = CodeOf(sample);
    std::vector<int> lines =
        ParseLineTable(info.linetable, info.firstlineno, static_cast<int>(info.code.size() / 2));
    for (const auto& range : Rows(DictItem(table, sample))) {
      for (int64_t offset = range[0]; offset < range[1]; offset += 2) {
        EXPECT_EQ(lines[offset / 2], range[2]) << "offset " << offset;
      }
    }
  }
}

TEST(BytecodeTest, MultilineExpressionLines) {
  // From /usr/bin/python3.11: [p[0] for p in sample_multiline.__code__.co_positions()],
  // relative to the def line.
  const host::CodeInfo& info = CodeOf("sample_multiline");
  std::vector<int> lines = ParseLineTable(info.linetable, info.firstlineno, 28);
  const int expected[] = {0, 2, 3, 4, 3, 3, 2, 2, 2, 5, 5, 5, 5, 5,
                          5, 6, 7, 6, 5, 5, 5, 5, 5, 5, 5, 5, 8, 8};
  for (int unit = 0; unit < 28; ++unit) {
    EXPECT_EQ(lines[unit], info.firstlineno + expected[unit]) << "code unit " << unit;
  }
}

TEST(BytecodeTest, LineTableEntryKinds) {
  // Hand-made entries, one of each form (first byte: 1, code << 3, length - 1):
  //   short form (code 0): line unchanged, 1 column byte;
  //   one-line form (code 11): line + 1, 2 column bytes;
  //   no-column form (code 13): signed varint line delta (-3 -> 7);
  //   long form (code 14): line delta +10 (20), end line, column, end column;
  //   no location (code 15).
  std::string table = {
      static_cast<char>(0x80 | (0 << 3) | 1),  0x05,                    // 2 units, line 100
      static_cast<char>(0x80 | (11 << 3) | 0), 0x01, 0x02,              // 1 unit, line 101
      static_cast<char>(0x80 | (13 << 3) | 0), 0x07,                    // 1 unit, line 98
      static_cast<char>(0x80 | (14 << 3) | 2), 0x14, 0x00, 0x01, 0x02,  // 3 units, line 108
      static_cast<char>(0x80 | (15 << 3) | 0),                          // 1 unit, none
  };
  std::vector<int> lines = ParseLineTable(table, 100, 8);
  EXPECT_THAT(lines, ElementsAre(100, 100, 101, 98, 108, 108, 108, -1));
  // A continuation byte where an entry should start is malformed.
  EXPECT_THROW(ParseLineTable(std::string{0x05}, 1, 1), std::runtime_error);
}

TEST(BytecodeTest, LineAtFallsBackToThePreviousLocatedUnit) {
  const HostObject* function = FindFunction("bytecode_probe", "sample_with");
  ASSERT_NE(function, nullptr);
  DecodedCode dc(function->code_object());
  std::vector<int64_t> expected = Ints(DictItem(Probe("POSITION_LINES"), "sample_with"));
  int last = dc.info->firstlineno;
  for (size_t unit = 0; unit < expected.size(); ++unit) {
    if (expected[unit] >= 0) last = static_cast<int>(expected[unit]);
    EXPECT_EQ(dc.LineAt(static_cast<int>(unit) * 2), last) << "code unit " << unit;
  }
}

// --- exception table ----------------------------------------------------------------------

TEST(BytecodeTest, ExceptionTableMatchesDis) {
  const HostObject* table = Probe("EXCEPTION_TABLES");
  for (const char* sample : kSamples) {
    SCOPED_TRACE(sample);
    std::vector<ExceptionTableEntry> parsed = ParseExceptionTable(CodeOf(sample).exceptiontable);
    auto expected = Rows(DictItem(table, sample));
    ASSERT_EQ(parsed.size(), expected.size());
    for (size_t i = 0; i < parsed.size(); ++i) {
      SCOPED_TRACE("entry " + std::to_string(i));
      EXPECT_EQ(parsed[i].start, expected[i][0]);
      EXPECT_EQ(parsed[i].end, expected[i][1]);
      EXPECT_EQ(parsed[i].target, expected[i][2]);
      EXPECT_EQ(parsed[i].depth, expected[i][3]);
      EXPECT_EQ(parsed[i].lasti, expected[i][4] != 0);
    }
  }
}

TEST(BytecodeTest, ExceptionTableOfTryExceptFinally) {
  // list(dis._parse_exception_table(sample_try.__code__)) from /usr/bin/python3.11.
  std::vector<ExceptionTableEntry> parsed =
      ParseExceptionTable(CodeOf("sample_try").exceptiontable);
  const int expected[][5] = {{4, 20, 22, 0, 0},  {20, 22, 92, 0, 0},  {22, 56, 80, 1, 1},
                             {56, 60, 70, 1, 1}, {60, 70, 92, 0, 0},  {70, 80, 80, 1, 1},
                             {80, 86, 92, 0, 0}, {92, 100, 100, 1, 1}};
  ASSERT_EQ(parsed.size(), std::size(expected));
  for (size_t i = 0; i < parsed.size(); ++i) {
    EXPECT_EQ(parsed[i].start, expected[i][0]);
    EXPECT_EQ(parsed[i].end, expected[i][1]);
    EXPECT_EQ(parsed[i].target, expected[i][2]);
    EXPECT_EQ(parsed[i].depth, expected[i][3]);
    EXPECT_EQ(parsed[i].lasti, expected[i][4] != 0);
  }
  // FindHandler: [start, end) ranges.
  EXPECT_EQ(FindHandler(parsed, 2), nullptr);
  ASSERT_NE(FindHandler(parsed, 4), nullptr);
  EXPECT_EQ(FindHandler(parsed, 4)->target, 22);
  EXPECT_EQ(FindHandler(parsed, 20)->target, 92);
  EXPECT_EQ(FindHandler(parsed, 98)->target, 100);
  EXPECT_EQ(FindHandler(parsed, 100), nullptr);
}

TEST(BytecodeTest, ExceptionTableVarints) {
  // One entry: start 70 (two 6-bit chunks: 1, 6), length 3, target 200 (3, 8), depth 2 and
  // lasti (2 << 1 | 1 = 5). Continuation is bit 6, the entry start bit 7.
  std::string table = {static_cast<char>(0x80 | 0x40 | 1), 6, 3, 0x40 | 3, 8, 5};
  auto parsed = ParseExceptionTable(table);
  ASSERT_EQ(parsed.size(), 1u);
  EXPECT_EQ(parsed[0].start, 140);
  EXPECT_EQ(parsed[0].end, 146);
  EXPECT_EQ(parsed[0].target, 400);
  EXPECT_EQ(parsed[0].depth, 2);
  EXPECT_TRUE(parsed[0].lasti);
  EXPECT_THROW(ParseExceptionTable(std::string{1, 2, 3, 4}), std::runtime_error);  // no mark
  EXPECT_THROW(ParseExceptionTable(std::string{static_cast<char>(0x81), 2}),
               std::runtime_error);  // truncated
}

TEST(BytecodeTest, DecodedCodeMergePointsAndSlots) {
  const HostObject* function = FindFunction("bytecode_probe", "sample_try");
  ASSERT_NE(function, nullptr);
  DecodedCode dc(function->code_object());
  // Every jump target and handler target is a merge point at an instruction.
  for (const auto& entry : dc.handlers) {
    EXPECT_TRUE(dc.merge_points.count(entry.target));
    EXPECT_NE(dc.At(entry.target), nullptr);
  }
  for (const Instruction& ins : dc.instructions) {
    if (ins.jump_target >= 0) {
      EXPECT_TRUE(dc.merge_points.count(ins.jump_target));
    }
  }
  EXPECT_EQ(dc.SlotOf("x"), 0);
  EXPECT_EQ(dc.SlotOf("y"), 1);
  EXPECT_EQ(dc.SlotOf("e"), 2);
  EXPECT_EQ(dc.SlotOf("nope"), -1);
}

}  // namespace
}  // namespace rtfarm::flow
