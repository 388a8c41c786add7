// A generated interpreter-shaped program of about 2,000 lines (bench/annotate/
// generate_program.py, fixed seed): CPython runs it, and the annotator accepts it
// completely: no error and no blocked block.
#include "bench/annotate/generated_program.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "passes/annotator/annotator.h"
#include "passes/annotator/dump.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/host/host_space.h"

namespace rtfarm::bench {
namespace {

constexpr int kLines = 2'000;
constexpr uint64_t kSeed = 1;

std::string Home() {
  static const std::string home = driver::FindRtfarmHome(nullptr);
  return home;
}

host::HostSpace& Space() {
  static host::HostSpace space(Home());
  return space;
}

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
}

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Generates the program once per (workarounds, file name).
std::string Generated(bool workarounds, const std::string& name) {
  std::string path = TempPath(name);
  GenerateOptions options;
  options.lines = kLines;
  options.seed = kSeed;
  options.workarounds = workarounds;
  std::string error = GenerateProgram(Home(), options, path);
  EXPECT_EQ(error, "");
  return path;
}

TEST(GeneratedProgramTest, GeneratorIsDeterministicAndNearTheRequestedSize) {
  std::string first = Generated(true, "gen_a.py");
  std::string second = Generated(true, "gen_b.py");
  EXPECT_EQ(Slurp(first), Slurp(second));
  int lines = CountLines(first);
  EXPECT_GE(lines, kLines);
  EXPECT_LE(lines, kLines + 150);
  GenerateOptions other;
  other.lines = kLines;
  other.seed = kSeed + 1;
  std::string third = TempPath("gen_c.py");
  ASSERT_EQ(GenerateProgram(Home(), other, third), "");
  EXPECT_NE(Slurp(first), Slurp(third));
}

TEST(GeneratedProgramTest, CPythonRunsIt) {
  std::string path = Generated(true, "gen_run.py");
  std::string output;
  int status = RunCommand({kPython, path}, &output);
  EXPECT_EQ(status, 0) << output;
  EXPECT_NE(output.find("checksum "), std::string::npos) << output;
}

TEST(GeneratedProgramTest, AnnotatesWithoutErrorsOrBlockedBlocks) {
  std::string path = Generated(true, "gen_annotate.py");
  host::HostSpace& space = Space();
  const host::HostObject* entry = space.FindEntryPoint(space.ImportFile(path));
  annotator::Annotator annotator(space, {2, 0});
  annotator.AnnotateEntryPoint(entry);
  std::string errors;
  for (const auto& error : annotator.errors()) errors += error.Format() + "\n";
  EXPECT_TRUE(annotator.errors().empty()) << errors;
  for (const BlockedBlock& blocked : FindBlockedBlocks(annotator)) {
    ADD_FAILURE() << "blocked block in " << blocked.graph << " at " << blocked.where << " ("
                  << blocked.operation << ")";
  }
  annotator::AnnotatorStats stats = annotator.stats();
  EXPECT_GT(stats.graphs, 50);
  EXPECT_GT(stats.blocks, 500);
}

// The same program without the generator's workarounds (methods
// inherited from a family base class called through self, functions that both raise
// and catch) is valid RPython 3 too: CPython runs it.
TEST(GeneratedProgramTest, CPythonRunsTheFullConstructSet) {
  std::string path = Generated(false, "gen_full_run.py");
  std::string output;
  EXPECT_EQ(RunCommand({kPython, path}, &output), 0) << output;
}

TEST(GeneratedProgramTest, AnnotatesTheFullConstructSet) {
  std::string path = Generated(false, "gen_full.py");
  host::HostSpace& space = Space();
  const host::HostObject* entry = space.FindEntryPoint(space.ImportFile(path));
  annotator::Annotator annotator(space, {2, 0});
  annotator.AnnotateEntryPoint(entry);
  for (const auto& error : annotator.errors()) ADD_FAILURE() << error.Format();
  for (const BlockedBlock& blocked : FindBlockedBlocks(annotator)) {
    ADD_FAILURE() << "blocked block in " << blocked.graph << " at " << blocked.where << " ("
                  << blocked.operation << ")";
  }
}

// The interpreter-shaped program reaches one fixpoint whatever the pool size and the
// schedule: bound-method sets and call families included.
TEST(GeneratedProgramTest, SameDumpForEveryThreadCountAndSchedule) {
  std::string path = Generated(false, "gen_determinism.py");
  host::HostSpace& space = Space();
  const host::HostObject* entry = space.FindEntryPoint(space.ImportFile(path));
  auto dump = [&](int threads, uint64_t seed) {
    annotator::Annotator annotator(space, {threads, seed});
    annotator.AnnotateEntryPoint(entry);
    return annotator::DumpAnnotations(annotator);
  };
  std::string reference = dump(1, 0);
  for (int threads : {2, 8}) {
    for (uint64_t seed : {0, 3, 11})
      EXPECT_TRUE(dump(threads, seed) == reference) << threads << " threads, seed " << seed;
  }
}

}  // namespace
}  // namespace rtfarm::bench
