// The exception state, allocation, stdout buffering, the os functions and the clocks.
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class ExceptionsTest : public rpy_test::RuntimeTest {};

TEST_F(ExceptionsTest, RaiseBuiltinSetsTypeAndMessage) {
  EXPECT_EQ(rpy_exc_type, nullptr);
  EXPECT_FALSE(rpy_exc_occurred());
  rpy_raise_builtin(rpy_cls_ValueError, "bad value");
  EXPECT_TRUE(rpy_exc_occurred());
  EXPECT_EQ(rpy_exc_type, rpy_cls_ValueError);
  EXPECT_EQ(rpy_exc_value->typeptr, rpy_cls_ValueError);
  EXPECT_EQ(Str(reinterpret_cast<rpy_exception *>(rpy_exc_value)->msg), "bad value");
  rpy_clear_exception();
  EXPECT_EQ(rpy_exc_type, nullptr);
  EXPECT_EQ(rpy_exc_value, nullptr);
  rpy_raise_builtin(rpy_cls_KeyError, nullptr);
  EXPECT_EQ(reinterpret_cast<rpy_exception *>(rpy_exc_value)->msg, nullptr);
  EXPECT_EQ(TakeException(), "KeyError");
  rpy_raise_builtin_str(rpy_cls_TypeError, S("typed"));
  EXPECT_EQ(TakeException(), "TypeError: typed");
}

// str(e) and repr(e) as CPython shows them, for every kind of argument.
TEST_F(ExceptionsTest, StrAndReprShowTheArgumentAsCPythonDoes) {
  auto make = [](rpy_vtable *cls) {
    auto *e = static_cast<rpy_exception *>(rpy_malloc(sizeof(rpy_exception)));
    e->base.typeptr = cls;
    return &e->base;
  };
  rpy_object *none = make(rpy_cls_IndexError);
  EXPECT_EQ(Str(rpy_exc_str(none)), "");
  EXPECT_EQ(Str(rpy_exc_repr(none)), "IndexError()");
  rpy_object *text = make(rpy_cls_ValueError);
  rpy_exc_init_arg(text, S("it's"), RPY_EXC_STR_ARG, nullptr);
  EXPECT_EQ(Str(rpy_exc_str(text)), "it's");
  EXPECT_EQ(Str(rpy_exc_repr(text)), "ValueError(\"it's\")");
  rpy_object *key = make(rpy_cls_KeyError);
  rpy_exc_init_arg(key, S("k"), RPY_EXC_STR_ARG, nullptr);
  EXPECT_EQ(Str(rpy_exc_str(key)), "'k'");  // KeyError.__str__ is repr(key)
  EXPECT_EQ(Str(rpy_exc_repr(key)), "KeyError('k')");
  rpy_object *number = make(rpy_cls_KeyError);
  rpy_exc_init_arg(number, S("42"), RPY_EXC_SHOWN_ARG, nullptr);
  EXPECT_EQ(Str(rpy_exc_str(number)), "42");
  EXPECT_EQ(Str(rpy_exc_repr(number)), "KeyError(42)");
  rpy_object *maybe = make(rpy_cls_ValueError);
  rpy_exc_init_arg(maybe, nullptr, RPY_EXC_STR_OR_NONE, nullptr);
  EXPECT_EQ(Str(rpy_exc_str(maybe)), "None");
  EXPECT_EQ(Str(rpy_exc_repr(maybe)), "ValueError(None)");
  rpy_object *own = make(rpy_cls_ValueError);
  rpy_exc_init_arg(own, S("code 7"), RPY_EXC_OWN_REPR, S("Code(7)"));
  EXPECT_EQ(Str(rpy_exc_str(own)), "code 7");
  EXPECT_EQ(Str(rpy_exc_repr(own)), "ValueError(Code(7))");
  rpy_object *several = make(rpy_cls_KeyError);  // KeyError('k', 2): no repr of one key
  rpy_exc_init_args(several, S("('k', 2)"));
  EXPECT_EQ(Str(rpy_exc_str(several)), "('k', 2)");
  EXPECT_EQ(Str(rpy_exc_repr(several)), "KeyError('k', 2)");
  rpy_raise_key_error(S("'missing'"));
  EXPECT_EQ(Str(rpy_exc_repr(rpy_exc_value)), "KeyError('missing')");
  EXPECT_EQ(TakeException(), "KeyError: 'missing'");
  rpy_raise_key_error(nullptr);
  EXPECT_EQ(Str(rpy_exc_repr(rpy_exc_value)), "KeyError()");
  EXPECT_EQ(TakeException(), "KeyError");
}

TEST_F(ExceptionsTest, MatchingFollowsTheClassHierarchy) {
  rpy_raise_builtin(rpy_cls_IndexError, "x");
  EXPECT_TRUE(rpy_exc_matches(rpy_cls_IndexError));
  EXPECT_TRUE(rpy_exc_matches(rpy_cls_LookupError));
  EXPECT_TRUE(rpy_exc_matches(rpy_cls_Exception));
  EXPECT_TRUE(rpy_exc_matches(rpy_cls_BaseException));
  EXPECT_FALSE(rpy_exc_matches(rpy_cls_KeyError));
  EXPECT_FALSE(rpy_exc_matches(rpy_cls_ValueError));
  EXPECT_FALSE(rpy_exc_matches(rpy_cls_StopIteration));
  rpy_clear_exception();
  EXPECT_FALSE(rpy_exc_matches(rpy_cls_BaseException));  // nothing pending
  EXPECT_TRUE(rpy_vtable_issubclass(rpy_cls_ZeroDivisionError, rpy_cls_ArithmeticError));
  EXPECT_FALSE(rpy_vtable_issubclass(rpy_cls_ArithmeticError, rpy_cls_ZeroDivisionError));
  EXPECT_TRUE(rpy_vtable_issubclass(rpy_cls_NotImplementedError, rpy_cls_RuntimeError));
}

// A user exception class (a subclass of ValueError with one more field).
struct my_error {
  rpy_exception base;
  long code;
};

TEST_F(ExceptionsTest, RaiseUserInstance) {
  RPY_STRING_CONSTANT(name, 7, "MyError");
  static rpy_vtable vtable = {10, 10, (rpy_string *)&name};  // inside ValueError's range
  my_error *e = static_cast<my_error *>(rpy_malloc(sizeof(my_error)));
  e->base.base.typeptr = &vtable;
  e->base.msg = S("custom");
  e->code = 3;
  rpy_raise(&e->base.base);
  EXPECT_EQ(rpy_exc_type, &vtable);
  EXPECT_TRUE(rpy_exc_matches(rpy_cls_ValueError));
  EXPECT_TRUE(rpy_isinstance(rpy_exc_value, rpy_cls_Exception));
  EXPECT_FALSE(rpy_isinstance(rpy_exc_value, rpy_cls_TypeError));
  EXPECT_FALSE(rpy_isinstance(nullptr, rpy_cls_Exception));
  EXPECT_EQ(reinterpret_cast<my_error *>(rpy_exc_value)->code, 3);
  EXPECT_EQ(TakeException(), "MyError: custom");
}

// Every for loop ends with StopIteration: it reuses one instance.
TEST_F(ExceptionsTest, StopIterationDoesNotAllocate) {
  rpy_raise_builtin(rpy_cls_StopIteration, nullptr);
  rpy_object *first = rpy_exc_value;
  EXPECT_EQ(rpy_exc_type, rpy_cls_StopIteration);
  rpy_clear_exception();
  rpy_raise_builtin(rpy_cls_StopIteration, nullptr);
  EXPECT_EQ(rpy_exc_value, first);
  EXPECT_EQ(TakeException(), "StopIteration");
  rpy_raise_builtin(rpy_cls_StopIteration, "with a message");
  EXPECT_NE(rpy_exc_value, first);
  EXPECT_EQ(TakeException(), "StopIteration: with a message");
}

TEST_F(ExceptionsTest, AllocationIsZeroed) {
  for (size_t n : {1u, 7u, 64u, 5000u}) {
    auto *p = static_cast<unsigned char *>(rpy_malloc(n));
    auto *q = static_cast<unsigned char *>(rpy_malloc_atomic(n));
    for (size_t i = 0; i < n; i++) {
      ASSERT_EQ(p[i], 0);
      ASSERT_EQ(q[i], 0);
    }
  }
  EXPECT_NE(rpy_malloc(0), nullptr);
}

class IoTest : public rpy_test::RuntimeTest {};

// Captures what reaches file descriptor 1 while `body` runs.
template <typename F>
std::string CaptureStdout(F body, std::string *before_flush = nullptr) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  fflush(stdout);
  int saved = dup(1);
  dup2(fds[1], 1);
  close(fds[1]);
  fcntl(fds[0], F_SETFL, O_NONBLOCK);
  body();
  std::string seen;
  char buf[65536];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) seen.append(buf, static_cast<size_t>(n));
  if (before_flush != nullptr) *before_flush = seen;
  rpy_stdout_flush();
  while ((n = read(fds[0], buf, sizeof buf)) > 0) seen.append(buf, static_cast<size_t>(n));
  dup2(saved, 1);
  close(saved);
  close(fds[0]);
  return seen;
}

// A pipe is not a terminal: print() output is block buffered, as in CPython.
TEST_F(IoTest, PrintIsBufferedUntilFlush) {
  std::string before;
  std::string all = CaptureStdout(
      [] {
        rpy_print_str(S("hello\n"));
        rpy_print_cstr("wörld\n");
      },
      &before);
  EXPECT_EQ(before, "");
  EXPECT_EQ(all, "hello\nwörld\n");
}

TEST_F(IoTest, LargeOutputKeepsItsOrder) {
  std::string big(20000, 'x'), pairs;
  for (int i = 0; i < 3000; i++) pairs += "ab";
  std::string all = CaptureStdout([&] {
    rpy_print_cstr("start ");
    rpy_print_str(S(big));
    for (int i = 0; i < 3000; i++) rpy_print_cstr("ab");
    rpy_print_cstr(" end");
  });
  EXPECT_EQ(all, "start " + big + pairs + " end");
}

// os.write bypasses print()'s buffer, so it overtakes buffered text (as in CPython).
TEST_F(IoTest, OsWriteIsUnbuffered) {
  std::string before;
  std::string all = CaptureStdout(
      [] {
        rpy_print_cstr("printed ");
        EXPECT_EQ(rpy_os_write(1, S("written ")), 8);
      },
      &before);
  EXPECT_EQ(before, "written ");
  EXPECT_EQ(all, "written printed ");
}

TEST_F(IoTest, OsErrorsUseCPythonText) {
  EXPECT_EQ(rpy_os_write(12345, S("x")), -1);
  EXPECT_EQ(TakeException(), "OSError: [Errno 9] Bad file descriptor");
  EXPECT_EQ(rpy_os_open(S("/nonexistent/dir/file"), O_RDONLY, 0), -1);
  EXPECT_EQ(TakeException(),
            "OSError: [Errno 2] No such file or directory: '/nonexistent/dir/file'");
  rpy_os_read(12345, 10);
  EXPECT_EQ(TakeException(), "OSError: [Errno 9] Bad file descriptor");
  rpy_os_close(12345);
  EXPECT_EQ(TakeException(), "OSError: [Errno 9] Bad file descriptor");
  rpy_os_open(rpy_str_from_bytes("a\0b", 3), O_RDONLY, 0);
  EXPECT_EQ(TakeException(), "ValueError: embedded null byte");
}

TEST_F(IoTest, FileRoundTrip) {
  const char *tmp = std::getenv("TEST_TMPDIR");
  std::string path = std::string(tmp != nullptr ? tmp : "/tmp") + "/rpy_io_test.txt";
  long fd = rpy_os_open(S(path), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(rpy_os_write(fd, S("héllo\n")), 7);
  rpy_os_close(fd);
  fd = rpy_os_open(S(path), O_RDONLY, 0);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(Str(rpy_os_read(fd, 3)), "h\xc3\xa9");
  EXPECT_EQ(Str(rpy_os_read(fd, 100)), "llo\n");
  EXPECT_EQ(Str(rpy_os_read(fd, 100)), "");
  rpy_os_close(fd);
  EXPECT_EQ(TakeException(), "");
}

TEST_F(IoTest, Clocks) {
  EXPECT_GT(rpy_time_time(), 1.5e9);
  double a = rpy_time_monotonic(), b = rpy_time_monotonic();
  EXPECT_LE(a, b);
  double c = rpy_time_perf_counter(), d = rpy_time_perf_counter();
  EXPECT_LE(c, d);
}

}  // namespace
