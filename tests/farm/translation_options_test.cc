// farm/translation_options.h: options, matrix axes and their expansion into cells.
#include "farm/translation_options.h"

#include <gtest/gtest.h>
#include <jemalloc/jemalloc.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace rtfarm::farm {
namespace {

proto::MatrixAxis Axis(const std::string& key, std::vector<std::string> values) {
  proto::MatrixAxis axis;
  axis.set_key(key);
  for (auto& value : values) axis.add_values(value);
  return axis;
}

std::vector<std::string> Values(const proto::MatrixAxis& axis) {
  return {axis.values().begin(), axis.values().end()};
}

// The message of the std::invalid_argument `f` throws ("" when it throws nothing).
template <typename F>
std::string InvalidArgument(F&& f) {
  try {
    f();
  } catch (const std::invalid_argument& error) {
    return error.what();
  }
  return "";
}

TEST(TranslationOptionsTest, Defaults) {
  proto::TranslationOptions options = DefaultTranslationOptions();
  EXPECT_EQ(options.gc(), "boehm");
  EXPECT_EQ(options.opt(), 2);
  EXPECT_TRUE(options.backendopt());
  EXPECT_FALSE(options.stackless());
  EXPECT_EQ(options.shards(), 0);
  EXPECT_FALSE(options.c_only());
  EXPECT_FALSE(options.keep_c());
}

TEST(ParseMatrixAxisTest, GoodForms) {
  proto::MatrixAxis gc = ParseMatrixAxis("gc=boehm");
  EXPECT_EQ(gc.key(), "gc");
  EXPECT_EQ(Values(gc), (std::vector<std::string>{"boehm"}));
  proto::MatrixAxis opt = ParseMatrixAxis("opt=1,2,3");
  EXPECT_EQ(opt.key(), "opt");
  EXPECT_EQ(Values(opt), (std::vector<std::string>{"1", "2", "3"}));
  proto::MatrixAxis stackless = ParseMatrixAxis("stackless=off,on");
  EXPECT_EQ(Values(stackless), (std::vector<std::string>{"off", "on"}));
  // Only the first '=' splits: the rest is the value.
  proto::MatrixAxis odd = ParseMatrixAxis("gc=a=b");
  EXPECT_EQ(odd.key(), "gc");
  EXPECT_EQ(Values(odd), (std::vector<std::string>{"a=b"}));
}

TEST(ParseMatrixAxisTest, BadForms) {
  for (const std::string text : {"", "gc", "=boehm", "gc=", "gc=boehm,", "gc=,boehm",
                                 "gc=boehm,,framework", "=", ",", "gc=,"}) {
    SCOPED_TRACE("'" + text + "'");
    std::string message = InvalidArgument([&] { ParseMatrixAxis(text); });
    EXPECT_FALSE(message.empty()) << "accepted";
    EXPECT_NE(message.find("--matrix"), std::string::npos) << message;
  }
}

TEST(ParseMatrixAxisTest, UnknownKeyIsRefusedNamingTheKnownKeysOnceExpanded) {
  // ParseMatrixAxis only splits; the key is checked when the matrix is expanded, with a
  // message naming every known key (submit_command.cc calls both in turn).
  std::vector<proto::MatrixAxis> axes{ParseMatrixAxis("nosuch=1,2")};
  std::string message = InvalidArgument([&] { ExpandMatrix(DefaultTranslationOptions(), axes); });
  EXPECT_NE(message.find("unknown option 'nosuch'"), std::string::npos) << message;
  for (const char* key : {"gc", "opt", "backendopt", "stackless", "shards", "c_only", "keep_c"})
    EXPECT_NE(message.find(key), std::string::npos) << message;
}

TEST(ExpandMatrixTest, EmptyMatrixIsTheBase) {
  proto::TranslationOptions base = DefaultTranslationOptions();
  base.set_opt(3);
  auto cells = ExpandMatrix(base, {});
  ASSERT_EQ(cells.size(), 1u);
  EXPECT_EQ(cells[0].SerializeAsString(), base.SerializeAsString());
}

TEST(ExpandMatrixTest, FirstAxisVariesSlowest) {
  proto::TranslationOptions base = DefaultTranslationOptions();
  auto cells = ExpandMatrix(base, {Axis("gc", {"boehm", "framework"}), Axis("opt", {"0", "1", "3"}),
                                   Axis("stackless", {"off", "on"})});
  ASSERT_EQ(cells.size(), 12u);
  size_t i = 0;
  for (std::string gc : {"boehm", "framework"}) {
    for (int opt : {0, 1, 3}) {
      for (bool stackless : {false, true}) {
        SCOPED_TRACE("cell " + std::to_string(i));
        EXPECT_EQ(cells[i].gc(), gc);
        EXPECT_EQ(cells[i].opt(), opt);
        EXPECT_EQ(cells[i].stackless(), stackless);
        // The fields no axis names keep the base's values.
        EXPECT_TRUE(cells[i].backendopt());
        EXPECT_EQ(cells[i].shards(), 0);
        ++i;
      }
    }
  }
}

TEST(ExpandMatrixTest, CellCountIsTheProductAndAtMost256) {
  std::vector<std::string> sixteen;
  for (int i = 0; i < 16; ++i) sixteen.push_back(std::to_string(i));
  auto cells =
      ExpandMatrix(DefaultTranslationOptions(), {Axis("opt", sixteen), Axis("shards", sixteen)});
  EXPECT_EQ(cells.size(), 256u);
  std::vector<std::string> seventeen = sixteen;
  seventeen.push_back("16");
  std::string message = InvalidArgument([&] {
    ExpandMatrix(DefaultTranslationOptions(), {Axis("opt", sixteen), Axis("shards", seventeen)});
  });
  EXPECT_NE(message.find("more than 256 cells"), std::string::npos) << message;
  std::vector<std::string> many;
  for (int i = 0; i < 257; ++i) many.push_back(std::to_string(i));
  message =
      InvalidArgument([&] { ExpandMatrix(DefaultTranslationOptions(), {Axis("shards", many)}); });
  EXPECT_NE(message.find("more than 256 cells"), std::string::npos) << message;
}

TEST(ExpandMatrixTest, Errors) {
  proto::TranslationOptions base = DefaultTranslationOptions();
  std::string message = InvalidArgument([&] { ExpandMatrix(base, {Axis("colour", {"red"})}); });
  EXPECT_NE(message.find("unknown option 'colour'"), std::string::npos) << message;
  EXPECT_NE(message.find("known: gc, opt"), std::string::npos) << message;

  message = InvalidArgument([&] {
    ExpandMatrix(base, {Axis("gc", {"boehm"}), Axis("opt", {"1"}), Axis("gc", {"x"})});
  });
  EXPECT_NE(message.find("'gc' given twice"), std::string::npos) << message;

  message = InvalidArgument([&] { ExpandMatrix(base, {Axis("opt", {"1", "fast"})}); });
  EXPECT_NE(message.find("opt=fast"), std::string::npos) << message;
  EXPECT_NE(message.find("whole number"), std::string::npos) << message;
  for (const char* bad_int : {"", "1x", "x1", "1.5", "99999999999999999999", "0x10"}) {
    SCOPED_TRACE(bad_int);
    EXPECT_FALSE(InvalidArgument([&] { ExpandMatrix(base, {Axis("shards", {bad_int})}); }).empty());
  }

  message = InvalidArgument([&] { ExpandMatrix(base, {Axis("stackless", {"maybe"})}); });
  EXPECT_NE(message.find("on or off"), std::string::npos) << message;
  for (const char* bad_bool : {"", "yes", "ON", "2", "-1"}) {
    SCOPED_TRACE(bad_bool);
    EXPECT_FALSE(
        InvalidArgument([&] { ExpandMatrix(base, {Axis("c_only", {bad_bool})}); }).empty());
  }

  message = InvalidArgument([&] { ExpandMatrix(base, {Axis("gc", {})}); });
  EXPECT_NE(message.find("no value"), std::string::npos) << message;
  EXPECT_FALSE(InvalidArgument([&] { ExpandMatrix(base, {Axis("gc", {""})}); }).empty());
}

// The bytes this thread allocated so far (jemalloc, linked into every rtfarm test).
uint64_t ThreadAllocated() {
  uint64_t allocated = 0;
  size_t size = sizeof allocated;
  if (mallctl("thread.allocated", &allocated, &size, nullptr, 0) != 0) return 0;
  return allocated;
}

TEST(ExpandMatrixTest, TooManyCellsIsRefusedBeforeTheyAreBuilt) {
  // The coordinator expands a submitted matrix (Coordinator::Submit), so the 256-cell
  // limit is also what bounds the work a request may cause. A matrix of 256 x 2000
  // cells must be refused from its axes' sizes, not after 512,000 cells were built:
  // an 8 MiB SubmitRequest can name ~2.8 million values, i.e. ~700 million cells.
  std::vector<std::string> gcs, opts;
  for (int i = 0; i < 256; ++i) gcs.push_back("gc" + std::to_string(i));
  for (int i = 0; i < 2000; ++i) opts.push_back("1");
  std::vector<proto::MatrixAxis> axes{Axis("gc", gcs), Axis("opt", opts)};
  uint64_t before = ThreadAllocated();
  ASSERT_NE(before, 0u) << "jemalloc's thread.allocated is not available";
  auto start = std::chrono::steady_clock::now();
  std::string message = InvalidArgument([&] { ExpandMatrix(DefaultTranslationOptions(), axes); });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  uint64_t allocated = ThreadAllocated() - before;
  EXPECT_NE(message.find("more than 256 cells"), std::string::npos) << message;
  EXPECT_LT(allocated, 4u << 20) << "ExpandMatrix allocated " << (allocated >> 20) << " MiB (in "
                                 << seconds << " s) before refusing a matrix of 512,000 cells";
}

TEST(SetOptionTest, SetsEachKindOfField) {
  proto::TranslationOptions options = DefaultTranslationOptions();
  SetOption(options, "gc", "framework");
  EXPECT_EQ(options.gc(), "framework");
  SetOption(options, "opt", "0");
  EXPECT_EQ(options.opt(), 0);
  SetOption(options, "shards", "-3");  // range checks belong to the caller (Submit)
  EXPECT_EQ(options.shards(), -3);
  for (const char* on : {"on", "true", "1"}) {
    options.set_stackless(false);
    SetOption(options, "stackless", on);
    EXPECT_TRUE(options.stackless()) << on;
  }
  for (const char* off : {"off", "false", "0"}) {
    options.set_backendopt(true);
    SetOption(options, "backendopt", off);
    EXPECT_FALSE(options.backendopt()) << off;
  }
  EXPECT_FALSE(InvalidArgument([&] { SetOption(options, "gc", ""); }).empty());
  EXPECT_FALSE(InvalidArgument([&] { SetOption(options, "opt", "two"); }).empty());
  EXPECT_FALSE(InvalidArgument([&] { SetOption(options, "opt", "2147483648"); }).empty());
  EXPECT_FALSE(InvalidArgument([&] { SetOption(options, "", "1"); }).empty());
  EXPECT_FALSE(InvalidArgument([&] { SetOption(options, "GC", "boehm"); }).empty());
  // A refused value leaves the options as they were.
  EXPECT_EQ(options.gc(), "framework");
  EXPECT_EQ(options.opt(), 0);
}

TEST(DescribeOptionsTest, FieldOrderWithoutShardsAndKeepC) {
  proto::TranslationOptions options = DefaultTranslationOptions();
  EXPECT_EQ(DescribeOptions(options), "gc=boehm opt=2 backendopt=on stackless=off c_only=off");
  options.set_shards(17);
  options.set_keep_c(true);
  options.set_stackless(true);
  options.set_opt(0);
  EXPECT_EQ(DescribeOptions(options), "gc=boehm opt=0 backendopt=on stackless=on c_only=off");
}

TEST(CellLabelTest, ShowsOnlyTheFieldsThatVary) {
  auto cells = ExpandMatrix(DefaultTranslationOptions(),
                            {Axis("stackless", {"off", "on"}), Axis("opt", {"1", "2"})});
  ASSERT_EQ(cells.size(), 4u);
  // Field order (opt before stackless), not axis order.
  EXPECT_EQ(CellLabel(cells, 0), "opt=1 stackless=off");
  EXPECT_EQ(CellLabel(cells, 1), "opt=2 stackless=off");
  EXPECT_EQ(CellLabel(cells, 2), "opt=1 stackless=on");
  EXPECT_EQ(CellLabel(cells, 3), "opt=2 stackless=on");
  // An axis whose values are all the same does not vary.
  auto same =
      ExpandMatrix(DefaultTranslationOptions(), {Axis("gc", {"boehm", "x"}), Axis("opt", {"2"})});
  EXPECT_EQ(CellLabel(same, 1), "gc=x");
  auto one = ExpandMatrix(DefaultTranslationOptions(), {});
  EXPECT_EQ(CellLabel(one, 0), "default");
}

TEST(OptionsKeyBytesTest, DeterministicAndDistinguishesOptions) {
  proto::TranslationOptions a = DefaultTranslationOptions();
  proto::TranslationOptions b = DefaultTranslationOptions();
  EXPECT_EQ(OptionsKeyBytes(a), OptionsKeyBytes(b));
  b.set_opt(3);
  EXPECT_NE(OptionsKeyBytes(a), OptionsKeyBytes(b));
  proto::TranslationOptions parsed;
  ASSERT_TRUE(parsed.ParseFromString(OptionsKeyBytes(b)));
  EXPECT_EQ(parsed.opt(), 3);
}

}  // namespace
}  // namespace rtfarm::farm
