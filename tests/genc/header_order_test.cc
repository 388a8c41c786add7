// GenC's rpy_program.h declares each function pointer typedef and container before any
// declaration names it, on a program whose types name each other (a function taking two
// functions of different signatures, functions returning functions, a list of functions
// taking lists, helpers of function types): the typedefs were written in name order,
// and gcc refused the header. The text is the same on one and several annotation
// threads, and gcc accepts it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "passes/genc/source_writer.h"
#include "passes/transform/gc_policy.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

namespace fs = std::filesystem;

const char kProgram[] = "tests/programs/153_functions_of_functions.py";

std::string Header(int threads) {
  LowLevelProgram program = TranslateFrontEnd(kProgram, threads);
  EXPECT_NE(program.universe, nullptr);
  if (program.universe == nullptr) return "";
  auto gc = transform::MakeGcPolicy("boehm");
  return genc::WriteDatabase(*program.universe, program.entry, *gc).header.text;
}

// The name a line declares: "fnt_..." of a typedef, the container of an RPY_*_DEFINE.
std::string Declared(const std::string& line) {
  static const std::regex typedef_re(R"(^typedef .*\(\*(fnt_[0-9a-f]+)\)\()");
  static const std::regex container_re(R"(^RPY_(LIST|ARRAY|DICT)_DEFINE(_REPR)?\((\w+),)");
  std::smatch m;
  if (std::regex_search(line, m, typedef_re)) return m[1];
  if (std::regex_search(line, m, container_re)) return m[3];
  return "";
}

TEST(HeaderOrder, EveryTypeIsDeclaredBeforeItIsNamed) {
  std::string header = Header(2);
  ASSERT_FALSE(header.empty());
  // The names the header itself declares (the runtime's, such as rpy_list_str, come
  // from rpy.h before it), each container with its iterators.
  std::set<std::string> declared_here;
  std::istringstream first(header);
  for (std::string line; std::getline(first, line);) {
    std::string name = Declared(line);
    if (name.empty()) continue;
    EXPECT_TRUE(declared_here.insert(name).second) << name << " declared twice";
    if (!name.starts_with("fnt_")) {
      declared_here.insert(name + "_iter");
      declared_here.insert(name + "_riter");
    }
  }
  // The program has the shapes that broke: typedefs naming typedefs, arrays of
  // functions taking lists, typedefs naming containers.
  EXPECT_TRUE(
      std::regex_search(header, std::regex(R"(typedef long \(\*fnt_\w+\)\(fnt_\w+, fnt_)")));
  EXPECT_TRUE(std::regex_search(header, std::regex(R"(typedef fnt_\w+ \(\*fnt_)")));
  EXPECT_TRUE(std::regex_search(header, std::regex(R"(RPY_ARRAY_DEFINE\(\w+, fnt_)")));
  static const std::regex name_re(R"(\b(fnt_[0-9a-f]+|rpy_(list|array|dict)_\w+)\b)");
  std::set<std::string> seen;
  std::istringstream in(header);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    // The struct definitions come after every typedef and container.
    if (line.starts_with("struct ") && line.ends_with(" {")) break;
    std::string own = Declared(line);
    for (std::sregex_iterator it(line.begin(), line.end(), name_re), end; it != end; ++it) {
      std::string name = (*it)[1];
      if (!declared_here.count(name) || name == own) continue;
      EXPECT_TRUE(seen.count(name))
          << "line " << number << " names " << name << " before its declaration: " << line;
    }
    if (!own.empty()) {
      seen.insert(own);
      seen.insert(own + "_iter");
      seen.insert(own + "_riter");
    }
  }
  EXPECT_FALSE(seen.empty());
}

TEST(HeaderOrder, DoesNotDependOnTheThreadCount) {
  std::string one = Header(1);
  ASSERT_FALSE(one.empty());
  EXPECT_EQ(Header(3), one);
  EXPECT_EQ(Header(1), one);
}

TEST(HeaderOrder, GccAcceptsTheHeader) {
  std::string header = Header(2);
  ASSERT_FALSE(header.empty());
  const char* tmp = std::getenv("TEST_TMPDIR");
  fs::path dir = fs::path(tmp ? tmp : "/tmp") / "header_order_test";
  fs::create_directories(dir);
  std::ofstream(dir / "rpy_program.h") << header;
  std::ofstream(dir / "check.c") << "#include \"rpy_program.h\"\n";
  std::string command = "gcc -std=gnu11 -fsyntax-only -I" + dir.string() + " -I" + RunfilesHome() +
                        "/runtime " + (dir / "check.c").string() + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string output;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  EXPECT_EQ(pclose(pipe), 0) << output;
}

}  // namespace
}  // namespace rtfarm::testing
