#include "farm/translation_options.h"

#include <google/protobuf/descriptor.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "farm/shard_runner.h"

namespace rtfarm::farm {
namespace {

using google::protobuf::FieldDescriptor;

constexpr size_t kMaxCells = 256;

std::string KnownKeys() {
  const auto* descriptor = proto::TranslationOptions::descriptor();
  std::string keys;
  for (int i = 0; i < descriptor->field_count(); ++i)
    keys += (i ? ", " : "") + descriptor->field(i)->name();
  return keys;
}

std::string FieldText(const proto::TranslationOptions& options, const FieldDescriptor* field) {
  const auto* reflection = options.GetReflection();
  switch (field->cpp_type()) {
    case FieldDescriptor::CPPTYPE_STRING:
      return reflection->GetString(options, field);
    case FieldDescriptor::CPPTYPE_INT32:
      return std::to_string(reflection->GetInt32(options, field));
    case FieldDescriptor::CPPTYPE_BOOL:
      return reflection->GetBool(options, field) ? "on" : "off";
    default:
      return "?";
  }
}

}  // namespace

proto::TranslationOptions DefaultTranslationOptions() {
  proto::TranslationOptions options;
  options.set_gc("boehm");
  options.set_opt(2);
  options.set_backendopt(true);
  return options;
}

void SetOption(proto::TranslationOptions& options, const std::string& key,
               const std::string& value) {
  const FieldDescriptor* field = proto::TranslationOptions::descriptor()->FindFieldByName(key);
  if (field == nullptr)
    throw std::invalid_argument("unknown option '" + key + "' (known: " + KnownKeys() + ")");
  const auto* reflection = options.GetReflection();
  switch (field->cpp_type()) {
    case FieldDescriptor::CPPTYPE_STRING:
      if (value.empty()) throw std::invalid_argument(key + " needs a value");
      reflection->SetString(&options, field, value);
      return;
    case FieldDescriptor::CPPTYPE_INT32: {
      size_t used = 0;
      int number = 0;
      try {
        number = std::stoi(value, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used == 0 || used != value.size())
        throw std::invalid_argument(key + "=" + value + ": " + key + " takes a whole number");
      reflection->SetInt32(&options, field, number);
      return;
    }
    case FieldDescriptor::CPPTYPE_BOOL:
      if (value == "on" || value == "true" || value == "1") {
        reflection->SetBool(&options, field, true);
      } else if (value == "off" || value == "false" || value == "0") {
        reflection->SetBool(&options, field, false);
      } else {
        throw std::invalid_argument(key + "=" + value + ": " + key + " takes on or off");
      }
      return;
    default:
      throw std::invalid_argument("option " + key + " cannot be set from text");
  }
}

proto::MatrixAxis ParseMatrixAxis(const std::string& text) {
  size_t equals = text.find('=');
  if (equals == std::string::npos || equals == 0 || equals + 1 == text.size())
    throw std::invalid_argument("--matrix " + text + ": expected KEY=V1,V2,...");
  proto::MatrixAxis axis;
  axis.set_key(text.substr(0, equals));
  std::string rest = text.substr(equals + 1);
  size_t start = 0;
  while (start <= rest.size()) {
    size_t comma = rest.find(',', start);
    if (comma == std::string::npos) comma = rest.size();
    std::string value = rest.substr(start, comma - start);
    if (value.empty()) throw std::invalid_argument("--matrix " + text + ": an empty value");
    axis.add_values(value);
    start = comma + 1;
  }
  return axis;
}

std::vector<proto::TranslationOptions> ExpandMatrix(const proto::TranslationOptions& base,
                                                    const std::vector<proto::MatrixAxis>& axes) {
  // The size is checked before any cell is made: a request naming millions of values
  // must cost nothing.
  size_t count = 1;
  for (const proto::MatrixAxis& axis : axes) {
    count *= std::max<size_t>(1, static_cast<size_t>(axis.values_size()));
    if (count > kMaxCells)
      throw std::invalid_argument("the matrix has more than " + std::to_string(kMaxCells) +
                                  " cells");
  }
  std::vector<proto::TranslationOptions> cells{base};
  std::set<std::string> seen;
  for (const proto::MatrixAxis& axis : axes) {
    if (!seen.insert(axis.key()).second)
      throw std::invalid_argument("matrix axis '" + axis.key() + "' given twice");
    if (axis.values_size() == 0)
      throw std::invalid_argument("matrix axis '" + axis.key() + "' has no value");
    std::vector<proto::TranslationOptions> next;
    for (const proto::TranslationOptions& cell : cells) {
      for (const std::string& value : axis.values()) {
        proto::TranslationOptions variant = cell;
        SetOption(variant, axis.key(), value);
        next.push_back(variant);
      }
    }
    cells = std::move(next);
  }
  return cells;
}

std::string DescribeOptions(const proto::TranslationOptions& options) {
  const auto* descriptor = proto::TranslationOptions::descriptor();
  std::string text;
  for (int i = 0; i < descriptor->field_count(); ++i) {
    const FieldDescriptor* field = descriptor->field(i);
    if (field->name() == "shards" || field->name() == "keep_c") continue;
    text += (text.empty() ? "" : " ") + field->name() + "=" + FieldText(options, field);
  }
  return text;
}

std::string CellLabel(const std::vector<proto::TranslationOptions>& cells, size_t i) {
  const auto* descriptor = proto::TranslationOptions::descriptor();
  std::string text;
  for (int f = 0; f < descriptor->field_count(); ++f) {
    const FieldDescriptor* field = descriptor->field(f);
    bool varies = false;
    for (const auto& cell : cells)
      varies = varies || FieldText(cell, field) != FieldText(cells[0], field);
    if (varies)
      text += (text.empty() ? "" : " ") + field->name() + "=" + FieldText(cells[i], field);
  }
  return text.empty() ? "default" : text;
}

std::string OptionsKeyBytes(const proto::TranslationOptions& options) {
  return SerializeDeterministic(options);
}

}  // namespace rtfarm::farm
