// Synthetic interpreter-shaped RPython 3 programs (bench/annotate/generate_program.py) for
// the annotator benchmark and tests: generating them, running them under CPython, and
// checking an annotation of them for blocked blocks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "passes/annotator/annotator.h"

namespace rtfarm::bench {

// The CPython that runs the generator and the generated programs (the oracle).
inline constexpr const char* kPython = "/usr/bin/python3.11";

struct GenerateOptions {
  int lines = 10'000;
  uint64_t seed = 1;
  bool workarounds = true;  // false: --no-workarounds (constructs the annotator refuses)
};

// Runs the generator found under `rtfarm_home` and writes the program to `output`.
// Returns "" on success, else what went wrong (with the generator's exit status).
std::string GenerateProgram(const std::string& rtfarm_home, const GenerateOptions& options,
                            const std::string& output);

// Runs `argv` (argv[0] a path) with stdout and stderr captured together into `output`;
// returns the exit status, or -1 when it could not run or was killed by a signal.
int RunCommand(const std::vector<std::string>& argv, std::string* output);

// Number of lines of a text file (0 when it cannot be read).
int CountLines(const std::string& path);

// A block the annotator reached (every input argument has an annotation) that stopped
// at an operation whose result never became known, other than a call or `next` (those
// may legitimately always raise). RPython reports these as "blocked blocks"; an
// annotation with any of them is incomplete even when errors() is empty.
struct BlockedBlock {
  std::string graph;      // graph key
  std::string where;      // file:line of the operation
  std::string operation;  // its opname
};
std::vector<BlockedBlock> FindBlockedBlocks(const annotator::Annotator& annotator);

}  // namespace rtfarm::bench
