// The directory a translation's C is compiled in: the generated files next to a copy of
// the runtime's sources.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace rtfarm::farm {

void WriteFile(const std::filesystem::path& path, const std::string& text);
// The file's bytes; "" when it cannot be read (a cache entry or a source that went away
// is a miss, not an error).
std::string ReadFile(const std::filesystem::path& path);
// The file's bytes; throws std::runtime_error naming it when it cannot be read.
std::string ReadExistingFile(const std::filesystem::path& path);

// A --keep-c directory may hold the files of an earlier translation with more shards.
void RemoveStaleShardFiles(const std::filesystem::path& dir);

// Copies the runtime's sources (not its tests) that the collector `gc` uses from
// `home`/runtime into `dir` (runtime/gc/'s files land beside the others); returns the
// names of the .c files, sorted.
std::vector<std::string> CopyRuntime(const std::string& home, const std::filesystem::path& dir,
                                     const std::string& gc = "boehm");

}  // namespace rtfarm::farm
