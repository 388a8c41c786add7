// Where a subcommand's result goes: a file, or standard output for "" and "-".
#pragma once

#include <string>

namespace rtfarm::driver {

// Throws std::runtime_error when the file cannot be written.
void WriteOutput(const std::string& path, const std::string& text);

}  // namespace rtfarm::driver
