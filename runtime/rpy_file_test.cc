// The descriptor primitives behind rlib/rfile.py: open's errno, the per-descriptor write
// buffer, seek, stat, the codecs and their CPython messages.
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::Result;
using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class FileTest : public rpy_test::RuntimeTest {
 protected:
  void SetUp() override {
    const char* tmp = getenv("TEST_TMPDIR");
    dir_ = std::string(tmp != nullptr ? tmp : "/tmp");
    path_ = dir_ + "/rpy_file_test.txt";
    unlink(path_.c_str());
  }
  std::string Contents() {
    std::ifstream in(path_, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::string dir_, path_;
};

TEST_F(FileTest, OpenReturnsNegatedErrno) {
  EXPECT_EQ(rpy_file_open(S(dir_ + "/missing/x"), O_RDONLY, 0666), -ENOENT);
  EXPECT_EQ(rpy_file_open(S(dir_), O_RDONLY, 0666), -EISDIR);  // FileIO refuses directories
  EXPECT_EQ(rpy_file_open(S(dir_), O_WRONLY, 0666), -EISDIR);
  EXPECT_EQ(Result((rpy_string*)(rpy_file_open(S(std::string("a\0b", 3)), O_RDONLY, 0), nullptr)),
            "ValueError: embedded null byte");
  EXPECT_EQ(Str(rpy_file_strerror(ENOENT)), "No such file or directory");
}

TEST_F(FileTest, WritesAreBufferedUntilFlushOrClose) {
  long fd = rpy_file_open(S(path_), O_WRONLY | O_CREAT | O_TRUNC, 0666);
  ASSERT_GE(fd, 3);
  EXPECT_EQ(rpy_file_write(fd, S("hello ")), 0);
  EXPECT_EQ(rpy_file_write(fd, S("world")), 0);
  EXPECT_EQ(Contents(), "");
  EXPECT_EQ(rpy_file_flush(fd), 0);
  EXPECT_EQ(Contents(), "hello world");
  std::string big(20000, 'x');
  EXPECT_EQ(rpy_file_write(fd, S("!")), 0);
  EXPECT_EQ(rpy_file_write(fd, S(big)), 0);  // the pending byte first, then straight through
  EXPECT_EQ(Contents().size(), 11u + 1 + big.size());
  EXPECT_EQ(rpy_file_write(fd, S("tail")), 0);
  rpy_files_flush_all();
  EXPECT_EQ(Contents().substr(Contents().size() - 4), "tail");
  EXPECT_EQ(rpy_file_seek(fd, 0, SEEK_SET), 0);
  EXPECT_EQ(rpy_file_seek(fd, -3, SEEK_SET), -EINVAL);
  EXPECT_EQ(rpy_file_close(fd), 0);
  EXPECT_EQ(rpy_file_close(fd), EBADF);
}

TEST_F(FileTest, StatKindsAndRemoval) {
  EXPECT_EQ(rpy_file_stat_kind(S(path_)), 0);
  EXPECT_EQ(rpy_file_stat_kind(S(dir_)), 2);
  long fd = rpy_file_open(S(path_), O_WRONLY | O_CREAT, 0666);
  rpy_file_close(fd);
  EXPECT_EQ(rpy_file_stat_kind(S(path_)), 1);
  EXPECT_EQ(rpy_file_rmdir(S(path_)), ENOTDIR);
  EXPECT_EQ(rpy_file_unlink(S(path_)), 0);
  EXPECT_EQ(rpy_file_unlink(S(path_)), ENOENT);
  EXPECT_EQ(rpy_file_mkdir(S(path_), 0777), 0);
  EXPECT_EQ(rpy_file_mkdir(S(path_), 0777), EEXIST);
  EXPECT_EQ(rpy_file_rmdir(S(path_)), 0);
}

TEST_F(FileTest, Utf8CompletePrefix) {
  EXPECT_EQ(rpy_file_utf8_complete(S("")), 0);
  EXPECT_EQ(rpy_file_utf8_complete(S("abc")), 3);
  EXPECT_EQ(rpy_file_utf8_complete(S("a\xc3")), 1);
  EXPECT_EQ(rpy_file_utf8_complete(S("a\xc3\xa9")), 3);
  EXPECT_EQ(rpy_file_utf8_complete(S("\xe2\x98")), 0);
  EXPECT_EQ(rpy_file_utf8_complete(S("x\xf0\x9f\x98")), 1);
  EXPECT_EQ(rpy_file_utf8_complete(S("x\xf0\x9f\x98\x80")), 5);
  EXPECT_EQ(rpy_file_utf8_complete(S("x\xff")), 2);  // malformed: nothing to wait for
}

TEST_F(FileTest, FindByteCountsBytes) {
  EXPECT_EQ(rpy_file_find_byte(S("\xc3\xa9\nx\n"), '\n', 0), 2);
  EXPECT_EQ(rpy_file_find_byte(S("\xc3\xa9\nx\n"), '\n', 3), 4);
  EXPECT_EQ(rpy_file_find_byte(S("abc"), '\n', 0), -1);
  EXPECT_EQ(rpy_file_find_byte(S("abc"), 'a', 7), -1);
}

TEST_F(FileTest, CodecsWithCPythonMessages) {
  EXPECT_EQ(Str(rpy_file_decode(S("caf\xe9"), 2)), "caf\xc3\xa9");
  EXPECT_EQ(Str(rpy_file_encode(S("caf\xc3\xa9"), 2)), "caf\xe9");
  EXPECT_EQ(Str(rpy_file_decode(S("plain"), 1)), "plain");
  EXPECT_EQ(Result(rpy_file_decode(S("ab\xe9"), 1)),
            "ValueError: 'ascii' codec can't decode byte 0xe9 in position 2: ordinal not in "
            "range(128)");
  EXPECT_EQ(Result(rpy_file_encode(S("a\xc3\xa9"), 1)),
            "ValueError: 'ascii' codec can't encode character '\\xe9' in position 1: ordinal "
            "not in range(128)");
  EXPECT_EQ(Result(rpy_file_encode(S("\xe2\x82\xac"), 2)),
            "ValueError: 'latin-1' codec can't encode character '\\u20ac' in position 0: "
            "ordinal not in range(256)");
  EXPECT_EQ(Result(rpy_file_encode(S("a\xf0\x9f\x98\x80"), 1)),
            "ValueError: 'ascii' codec can't encode character '\\U0001f600' in position 1: "
            "ordinal not in range(128)");
}

}  // namespace
