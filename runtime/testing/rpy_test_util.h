// rpy_test_util.h: helpers for the runtime's GoogleTest suites.
#ifndef RTFARM_RUNTIME_TESTING_RPY_TEST_UTIL_H_
#define RTFARM_RUNTIME_TESTING_RPY_TEST_UTIL_H_

#include <string>

#include <gtest/gtest.h>

#include "runtime/rpy.h"

namespace rpy_test {

inline rpy_string *S(const std::string &text) {
  return rpy_str_from_bytes(text.data(), static_cast<long>(text.size()));
}

inline std::string Str(const rpy_string *s) {
  if (s == nullptr) return "<NULL>";
  return std::string(s->chars, static_cast<size_t>(s->length));
}

// "" when no exception is pending, else "Name: message" (or "Name"), and clears it: the
// same text CPython prints as the last traceback line.
inline std::string TakeException() {
  if (rpy_exc_type == nullptr) return "";
  std::string text = Str(rpy_exc_type->name);
  const rpy_exception *e = reinterpret_cast<const rpy_exception *>(rpy_exc_value);
  if (e->msg != nullptr && e->msg->length > 0) text += ": " + Str(e->msg);
  rpy_clear_exception();
  return text;
}

// Every test starts and must end without a pending exception.
class RuntimeTest : public ::testing::Test {
 protected:
  void SetUp() override { rpy_clear_exception(); }
  void TearDown() override { EXPECT_EQ(TakeException(), "") << "exception left pending"; }
};

inline rpy_fmt_arg IntArg(long v) {
  rpy_fmt_arg a;
  a.kind = 'i';
  a.v.i = v;
  return a;
}
inline rpy_fmt_arg UIntArg(unsigned long v) {
  rpy_fmt_arg a;
  a.kind = 'u';
  a.v.u = v;
  return a;
}
inline rpy_fmt_arg FloatArg(double v) {
  rpy_fmt_arg a;
  a.kind = 'f';
  a.v.f = v;
  return a;
}
inline rpy_fmt_arg StrArg(const std::string &v) {
  rpy_fmt_arg a;
  a.kind = 's';
  a.v.s = S(v);
  return a;
}
inline rpy_fmt_arg CharArg(unsigned int v) {  // a char is a code point
  rpy_fmt_arg a;
  a.kind = 'c';
  a.v.c = v;
  return a;
}
inline rpy_fmt_arg BoolArg(bool v) {
  rpy_fmt_arg a;
  a.kind = 'b';
  a.v.i = v ? 1 : 0;
  return a;
}

// The result text, or the exception when one was raised.
inline std::string Result(rpy_string *s) {
  std::string e = TakeException();
  return e.empty() ? Str(s) : e;
}

}  // namespace rpy_test

#endif  // RTFARM_RUNTIME_TESTING_RPY_TEST_UTIL_H_
