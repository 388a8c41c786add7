// proto::TranslationOptions as the command line and the farm use them: defaults, the
// matrix of variants (`--matrix KEY=V1,V2`), and a short text for tables and messages.
// Axes are found by reflection over the message's fields, so a new option is a new axis.
#pragma once

#include <string>
#include <vector>

#include "proto/options.pb.h"

namespace rtfarm::farm {

proto::TranslationOptions DefaultTranslationOptions();

// "gc=boehm" -> the axis {gc: [boehm]}; "opt=1,2,3" -> {opt: [1, 2, 3]}. Throws
// std::invalid_argument on a malformed axis; the key and values are checked by
// ExpandMatrix (which names the known keys).
proto::MatrixAxis ParseMatrixAxis(const std::string& text);

// Every combination of the axes' values applied to `base`, the first axis varying
// slowest. An empty matrix gives {base}. Throws std::invalid_argument on a value that
// does not fit its field (a key named twice, "opt=fast", too many cells).
std::vector<proto::TranslationOptions> ExpandMatrix(const proto::TranslationOptions& base,
                                                    const std::vector<proto::MatrixAxis>& axes);

// Sets one field by name from text; throws std::invalid_argument.
void SetOption(proto::TranslationOptions& options, const std::string& key,
               const std::string& value);

// "gc=boehm opt=2": the options that matter for the output, in field order.
std::string DescribeOptions(const proto::TranslationOptions& options);

// The options that vary across `cells`, as "gc=boehm opt=1" for cell `i` (or "default").
std::string CellLabel(const std::vector<proto::TranslationOptions>& cells, size_t i);

// The deterministic bytes of `options`: what cache keys hash.
std::string OptionsKeyBytes(const proto::TranslationOptions& options);

}  // namespace rtfarm::farm
