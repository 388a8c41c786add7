#include "passes/flow/code_tables.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace rtfarm::flow {
namespace {

class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}
  bool done() const { return pos_ >= bytes_.size(); }
  uint8_t Next() {
    if (done()) throw std::runtime_error("truncated code table");
    return static_cast<uint8_t>(bytes_[pos_++]);
  }
  uint8_t Peek() const { return static_cast<uint8_t>(bytes_[pos_]); }

  // Exception table varint: most significant 6-bit chunk first, bit 6 continues.
  int BigEndianVarint() {
    uint8_t b = Next();
    int64_t value = b & 63;
    while (b & 64) {
      b = Next();
      value = (value << 6) | (b & 63);
      if (value > (1 << 30)) throw std::runtime_error("varint overflow in code table");
    }
    return static_cast<int>(value);
  }

  // Location table varint: least significant chunk first.
  int LittleEndianVarint() {
    uint8_t b = Next();
    int64_t value = b & 63;
    int shift = 6;
    while (b & 64) {
      b = Next();
      value |= static_cast<int64_t>(b & 63) << shift;
      shift += 6;
      if (shift > 30) throw std::runtime_error("varint overflow in code table");
    }
    return static_cast<int>(value);
  }

  int SignedVarint() {
    int raw = LittleEndianVarint();
    return (raw & 1) ? -(raw >> 1) : (raw >> 1);
  }

 private:
  std::string_view bytes_;
  size_t pos_ = 0;
};

}  // namespace

std::vector<ExceptionTableEntry> ParseExceptionTable(std::string_view table) {
  std::vector<ExceptionTableEntry> entries;
  ByteReader reader(table);
  while (!reader.done()) {
    if (!(reader.Peek() & 0x80))
      throw std::runtime_error("exception table entry without start mark");
    ExceptionTableEntry entry;
    int start = reader.BigEndianVarint();
    int length = reader.BigEndianVarint();
    int target = reader.BigEndianVarint();
    int depth_lasti = reader.BigEndianVarint();
    entry.start = start * 2;
    entry.end = (start + length) * 2;
    entry.target = target * 2;
    entry.depth = depth_lasti >> 1;
    entry.lasti = depth_lasti & 1;
    // FindHandler's binary search relies on it, as CPython writes every table.
    if (!entries.empty() && entry.start < entries.back().end)
      throw std::runtime_error("exception table entries overlap or are not sorted");
    entries.push_back(entry);
  }
  return entries;
}

const ExceptionTableEntry* FindHandler(const std::vector<ExceptionTableEntry>& table, int offset) {
  // CPython writes the entries sorted by start and not overlapping (nested blocks are
  // flattened): a binary search. A linear scan made flow building quadratic in the
  // try/with statements of one function (4000 `with`: 8000 entries, 5% of a translation).
  auto after =
      std::upper_bound(table.begin(), table.end(), offset,
                       [](int at, const ExceptionTableEntry& entry) { return at < entry.start; });
  if (after == table.begin()) return nullptr;
  const ExceptionTableEntry& entry = *std::prev(after);
  return offset < entry.end ? &entry : nullptr;
}

std::vector<int> ParseLineTable(std::string_view table, int firstlineno, int code_units) {
  std::vector<int> lines(code_units, -1);
  ByteReader reader(table);
  int line = firstlineno;
  int unit = 0;
  while (!reader.done()) {
    uint8_t first = reader.Next();
    if (!(first & 0x80)) throw std::runtime_error("location entry without start mark");
    int code = (first >> 3) & 15;
    int length = (first & 7) + 1;
    bool has_line = true;
    if (code == 15) {
      has_line = false;  // no location
    } else if (code == 14) {
      line += reader.SignedVarint();
      reader.LittleEndianVarint();  // end line delta
      reader.LittleEndianVarint();  // column + 1
      reader.LittleEndianVarint();  // end column + 1
    } else if (code == 13) {
      line += reader.SignedVarint();
    } else if (code >= 10) {
      line += code - 10;
      reader.Next();
      reader.Next();
    } else {
      reader.Next();
    }
    for (int i = 0; i < length && unit < code_units; ++i, ++unit)
      lines[unit] = has_line ? line : -1;
  }
  return lines;
}

}  // namespace rtfarm::flow
