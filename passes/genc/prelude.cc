#include "passes/genc/prelude.h"

namespace rtfarm::genc {

// Small glue between generated code and the runtime, inlined everywhere. Everything here
// depends only on runtime/rpy.h; glue that depends on the program's types is written by
// SourceWriter next to those types.
const char* SystemIncludes() {
  return R"C(#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
)C";
}

const char* PreludeSource() {
  return R"C(

static inline rpy_vtable *rpy_exc_fetch_type(void) { return rpy_exc_type; }
static inline rpy_object *rpy_exc_fetch_value(void) { return rpy_exc_value; }
static inline bool rpy_str_is_true(rpy_string *s) { return s != NULL && s->length != 0; }
static inline long rpy_str_len(rpy_string *s) { return rpy_str_cplen(s); }
static inline long rpy_bytes_len(rpy_string *s) { return s->length; }
static inline rpy_string *rpy_bytes_slice(rpy_string *s, long start, long stop) {
  rpy_adjust_slice(s->length, &start, &stop);
  return rpy_str_slice_bytes(s, start, stop);
}
static inline rpy_string *rpy_str_or_none(rpy_string *s) {
  return s != NULL ? s : rpy_str_from_cstr("None");
}
static inline rpy_string *rpy_str_repr_or_none(rpy_string *s) {
  return s != NULL ? rpy_str_repr(s) : rpy_str_from_cstr("None");
}
static inline rpy_string *rpy_str_removeprefix(rpy_string *s, rpy_string *prefix) {
  return rpy_str_startswith(s, prefix) ? rpy_str_slice_bytes(s, prefix->length, s->length) : s;
}
static inline rpy_string *rpy_str_removesuffix(rpy_string *s, rpy_string *suffix) {
  return suffix->length && rpy_str_endswith(s, suffix)
             ? rpy_str_slice_bytes(s, 0, s->length - suffix->length)
             : s;
}
/* chars are code points (UniChar, unsigned int) */
static inline unsigned int rpy_char_of_str(rpy_string *s) {
  unsigned char b = (unsigned char)s->chars[0];
  return b < 0x80 ? b : rpy_str_first_char(s);
}
static inline long rpy_ord_char(unsigned int c) { return (long)c; }
static inline unsigned int rpy_chr(long code) {
  if (__builtin_expect((unsigned long)code > 0x10FFFFUL, 0)) {
    rpy_raise_builtin(rpy_cls_ValueError, "chr() arg not in range(0x110000)");
    return 0;
  }
  return (unsigned int)code;
}

static inline rpy_fmt_arg rpy_fmt_i(long x) { rpy_fmt_arg a; a.kind = 'i'; a.v.i = x; return a; }
static inline rpy_fmt_arg rpy_fmt_u(unsigned long x) { rpy_fmt_arg a; a.kind = 'u'; a.v.u = x; return a; }
static inline rpy_fmt_arg rpy_fmt_b(bool x) { rpy_fmt_arg a; a.kind = 'b'; a.v.i = x; return a; }
static inline rpy_fmt_arg rpy_fmt_f(double x) { rpy_fmt_arg a; a.kind = 'f'; a.v.f = x; return a; }
static inline rpy_fmt_arg rpy_fmt_c(unsigned int x) { rpy_fmt_arg a; a.kind = 'c'; a.v.c = x; return a; }
static inline rpy_fmt_arg rpy_fmt_s(rpy_string *x) { rpy_fmt_arg a; a.kind = 's'; a.v.s = x; return a; }
static inline rpy_string *rpy_fmt_call(rpy_string *fmt, long n, ...) {
  rpy_fmt_arg args[n > 0 ? n : 1];
  va_list ap;
  va_start(ap, n);
  for (long i = 0; i < n; i++) args[i] = va_arg(ap, rpy_fmt_arg);
  va_end(ap);
  return rpy_str_mod_format(fmt, n, args);
}
static inline rpy_string *rpy_format_value(rpy_fmt_arg value, rpy_string *spec) {
  return rpy_str_format_spec(&value, spec);
}
static inline rpy_string *rpy_str_buildn(long n, ...) {
  rpy_string *parts[n > 0 ? n : 1];
  long total = 0;
  va_list ap;
  va_start(ap, n);
  for (long i = 0; i < n; i++) { parts[i] = va_arg(ap, rpy_string *); total += parts[i]->length; }
  va_end(ap);
  rpy_string *s = rpy_str_alloc(total);
  long at = 0, cps = 0;
  for (long i = 0; i < n; i++) {
    memcpy(s->chars + at, parts[i]->chars, parts[i]->length);
    at += parts[i]->length;
    cps = cps < 0 || parts[i]->codepoints < 0 ||
                  (parts[i]->length > 0 && ((unsigned char)parts[i]->chars[0] & 0xC0) == 0x80)
              ? -1
              : cps + parts[i]->codepoints;
  }
  rpy_str_set_codepoints(s, cps);
  return s;
}
static inline long rpy_select_Signed(bool c, long a, long b) { return c ? a : b; }
static inline double rpy_select_Float(bool c, double a, double b) { return c ? a : b; }
static inline char rpy_select_Char(bool c, char a, char b) { return c ? a : b; }
static inline unsigned int rpy_select_UniChar(bool c, unsigned int a, unsigned int b) {
  return c ? a : b;
}
static inline rpy_string *rpy_select_str(bool c, rpy_string *a, rpy_string *b) { return c ? a : b; }
#define rpy_list_str_from_seq(s) RPY_SEQ_COPY(rpy_list_str, s)
static inline bool rpy_list_str_is_true(rpy_list_str *l) { return l != NULL && l->length != 0; }
static inline void rpy_list_str_set_unchecked(rpy_list_str *l, long i, rpy_string *v) {
  rpy_list_str_written_(l, i, 1);
  RPY_RC_ASSIGN(l->items[i], v);
}
)C";
}

}  // namespace rtfarm::genc
