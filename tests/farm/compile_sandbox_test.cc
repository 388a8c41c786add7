// A worker's compiles in the sandbox (farm/compile_sandbox.h), through the shard runner
// as the worker calls it, with the real rtfarm executable as the wrapper: C that tries to
// read the worker's files gets an error, never their content; ordinary C compiles.
#include "farm/compile_sandbox.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "farm/c_compiler.h"
#include "farm/sandbox.h"
#include "farm/shard_runner.h"
#include "proto/shard.pb.h"

namespace rtfarm {
namespace {

namespace fs = std::filesystem;

std::string Runfiles() {
  return std::string(std::getenv("TEST_SRCDIR")) + "/" + std::getenv("TEST_WORKSPACE");
}

class CompileSandboxTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!farm::SandboxAvailable()) GTEST_SKIP() << "bwrap cannot make a sandbox here";
    fs::path dir = fs::path(std::getenv("TEST_TMPDIR")) / "wrapper";
    fs::create_directories(dir);
    wrapper_ = (dir / farm::kCompileSandboxName).string();
    std::error_code ignored;
    fs::remove(wrapper_, ignored);
    fs::create_symlink(fs::canonical(Runfiles() + "/passes/driver/rtfarm"), wrapper_);
    runtime_ = Runfiles() + "/runtime";
    std::string visible;
    for (const std::string& path : farm::WithLinkTargets({runtime_}))
      visible += (visible.empty() ? "" : ":") + path;
    setenv("RTFARM_COMPILE_READ_ONLY", visible.c_str(), 1);
    setenv("CCACHE_DISABLE", "1", 1);  // the compile itself, every time
  }

  // A shard with no graphs whose header is `header` and whose declarations are `decls`.
  proto::ShardOutput Compile(const std::string& header, const std::string& decl, bool sandboxed) {
    proto::ShardInput input;
    input.mutable_header()->set_name("rpy_program.h");
    input.mutable_header()->set_content(header);
    if (!decl.empty()) input.add_declarations(decl);
    input.mutable_options()->set_gc("boehm");
    input.mutable_options()->set_opt_level(0);
    input.mutable_options()->set_compile(true);
    return farm::RunShard(input, {runtime_, sandboxed ? wrapper_ : ""});
  }

  std::string wrapper_, runtime_;
};

// What /etc/passwd starts with on every Debian machine.
constexpr const char* kPasswdContent = "root:x:0:0";

TEST_F(CompileSandboxTest, OrdinaryCCompiles) {
  proto::ShardOutput out = Compile("typedef long rpy_word;\n", "static rpy_word k = 3;", true);
  EXPECT_EQ(out.error(), "");
  EXPECT_FALSE(out.object().empty());
}

TEST_F(CompileSandboxTest, AHeaderIncludingEtcPasswdGetsAnError) {
  proto::ShardOutput out = Compile("#include \"/etc/passwd\"\n", "", true);
  ASSERT_NE(out.error(), "");
  EXPECT_NE(out.error().find("No such file"), std::string::npos) << out.error();
  EXPECT_EQ(out.error().find(kPasswdContent), std::string::npos) << out.error();
  EXPECT_TRUE(out.object().empty());
}

TEST_F(CompileSandboxTest, IncbinOfEtcPasswdGetsAnError) {
  proto::ShardOutput out =
      Compile("typedef long rpy_word;\n", "__asm__(\".incbin \\\"/etc/passwd\\\"\");", true);
  ASSERT_NE(out.error(), "");
  EXPECT_EQ(out.error().find(kPasswdContent), std::string::npos) << out.error();
  EXPECT_TRUE(out.object().empty());
}

TEST_F(CompileSandboxTest, TheWorkersOwnFilesAreNotThere) {
  // A file of the worker's (here the test's own directory) cannot be included either.
  fs::path secret = fs::path(std::getenv("TEST_TMPDIR")) / "secret.h";
  {
    FILE* f = std::fopen(secret.c_str(), "w");
    std::fputs("#error the sandbox let the secret in\n", f);
    std::fclose(f);
  }
  proto::ShardOutput out = Compile("#include \"" + secret.string() + "\"\n", "", true);
  ASSERT_NE(out.error(), "");
  EXPECT_EQ(out.error().find("the sandbox let the secret in"), std::string::npos) << out.error();
}

TEST_F(CompileSandboxTest, AMachineWithoutCcacheCompilesThroughTheWrapperToo) {
  // Without ccache the wrapper runs the compiler itself: the same sandbox.
  fs::path dir = fs::path(std::getenv("TEST_TMPDIR")) / "no-ccache";
  fs::create_directories(dir);
  {
    FILE* f = std::fopen((dir / "ok.c").c_str(), "w");
    std::fputs("int answer(void) { return 42; }\n", f);
    std::fclose(f);
    f = std::fopen((dir / "bad.c").c_str(), "w");
    std::fputs("#include \"/etc/passwd\"\n", f);
    std::fclose(f);
  }
  farm::CompileResult ok = farm::CompileObject(dir.string(), "ok.c", runtime_, 0, false, wrapper_);
  EXPECT_TRUE(ok.ok) << ok.errors;
  EXPECT_TRUE(fs::exists(dir / "ok.o"));
  farm::CompileResult bad =
      farm::CompileObject(dir.string(), "bad.c", runtime_, 0, false, wrapper_);
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(bad.errors.find("No such file"), std::string::npos) << bad.errors;
  EXPECT_EQ(bad.errors.find(kPasswdContent), std::string::npos) << bad.errors;
}

TEST_F(CompileSandboxTest, WithoutTheSandboxTheSameIncludeReadsTheFile) {
  // The control: this is what the sandbox prevents.
  proto::ShardOutput out = Compile("#include \"/etc/passwd\"\n", "", false);
  ASSERT_NE(out.error(), "");
  EXPECT_NE(out.error().find(kPasswdContent), std::string::npos) << out.error();
}

}  // namespace
}  // namespace rtfarm
