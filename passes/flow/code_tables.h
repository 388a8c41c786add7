// The two side tables of a 3.11 code object: the exception table (which handler covers
// an instruction) and the location table (which source line an instruction comes from).
#pragma once

#include <string_view>
#include <vector>

namespace rtfarm::flow {

struct ExceptionTableEntry {
  int start = 0;  // byte offsets, [start, end)
  int end = 0;
  int target = 0;      // handler's byte offset
  int depth = 0;       // value-stack depth to unwind to
  bool lasti = false;  // push the raising instruction's offset before the exception
};

// Parses co_exceptiontable (big-endian 6-bit varints, entry starts marked by bit 7).
// Throws std::runtime_error on malformed input.
std::vector<ExceptionTableEntry> ParseExceptionTable(std::string_view table);

// The innermost handler covering `offset`, or null. Entries never overlap in 3.11.
const ExceptionTableEntry* FindHandler(const std::vector<ExceptionTableEntry>& table, int offset);

// Line of every code unit, from co_linetable (3.11 location format, little-endian 6-bit
// varints); -1 where the compiler recorded no location.
std::vector<int> ParseLineTable(std::string_view table, int firstlineno, int code_units);

}  // namespace rtfarm::flow
