/* rpy.h: the C runtime linked into every program translated by rtfarm.
 *
 * Generated C includes only this header.  It declares the object model shared with GenC
 * (strings, vtables, instances, the exception state), the runtime functions, and the
 * container macros (rpy_list.h, rpy_dict.h) that GenC instantiates per item type.
 *
 * Conventions (see docs/runtime.md):
 *  - Errors follow RPython: a failing function sets rpy_exc_type/rpy_exc_value and returns
 *    a dummy value (0, NULL, 0.0); the caller checks rpy_exc_type.
 *  - Every message and every formatted byte matches CPython 3.11.
 *  - Memory comes from Boehm GC; nothing is ever freed explicitly.
 *
 * The header is valid C11 (gnu11) and C++ (the GoogleTest suites include it), so the
 * inline code casts void pointers and avoids designated initialisers. */
#ifndef RPY_H
#define RPY_H

#include <limits.h>
#include <stddef.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- object model */

/* chars hold UTF-8; length counts bytes; a NUL byte always follows the last char, so
 * chars can be handed to C functions.  hash 0 means "not computed yet".  Prebuilt
 * strings are static structs of this layout (RPY_STRING_CONSTANT), never assume a
 * string lives on the GC heap. */
typedef struct rpy_string {
    long hash;
    long length;
    char chars[];
} rpy_string;

/* GenC's prebuilt string constants; referenced as (rpy_string *)&name. */
#define RPY_STRING_CONSTANT(name, len, literal) \
    static struct { long hash; long length; char chars[(len) + 1]; } name = {0, (len), literal}

/* Every class vtable starts with this.  Classes are numbered in preorder, so a class's
 * subclasses are exactly the range [subclass_min, subclass_max]. */
typedef struct rpy_vtable {
    long subclass_min;
    long subclass_max;
    rpy_string *name;
} rpy_vtable;

typedef struct rpy_object {
    rpy_vtable *typeptr;
} rpy_object;

/* Instances of BaseException and its subclasses start with this; msg may be NULL. */
typedef struct rpy_exception {
    rpy_object base;
    rpy_string *msg;
} rpy_exception;

static inline int rpy_vtable_issubclass(const rpy_vtable *sub, const rpy_vtable *cls) {
    return (unsigned long)(sub->subclass_min - cls->subclass_min) <=
           (unsigned long)(cls->subclass_max - cls->subclass_min);
}

static inline int rpy_isinstance(const rpy_object *obj, const rpy_vtable *cls) {
    return obj != NULL && rpy_vtable_issubclass(obj->typeptr, cls);
}

/* ---------------------------------------------------------------- exceptions */

extern rpy_vtable *rpy_exc_type; /* NULL when no exception is pending */
extern rpy_object *rpy_exc_value;

void rpy_raise(rpy_object *value);
void rpy_raise_builtin(rpy_vtable *cls, const char *msg);
void rpy_raise_builtin_str(rpy_vtable *cls, rpy_string *msg);
void rpy_clear_exception(void);
int rpy_exc_matches(rpy_vtable *cls);

static inline int rpy_exc_occurred(void) { return rpy_exc_type != NULL; }

/* The builtin exception classes are defined by the generated program (they are part of
 * its class hierarchy); the runtime only raises them. */
extern rpy_vtable *const rpy_cls_BaseException, *const rpy_cls_Exception,
    *const rpy_cls_StopIteration, *const rpy_cls_ArithmeticError,
    *const rpy_cls_OverflowError, *const rpy_cls_ZeroDivisionError,
    *const rpy_cls_AssertionError, *const rpy_cls_LookupError, *const rpy_cls_IndexError,
    *const rpy_cls_KeyError, *const rpy_cls_ValueError, *const rpy_cls_TypeError,
    *const rpy_cls_RuntimeError, *const rpy_cls_NotImplementedError,
    *const rpy_cls_AttributeError, *const rpy_cls_OSError, *const rpy_cls_MemoryError;

/* ---------------------------------------------------------------- allocation */

void *rpy_malloc(size_t n);        /* zeroed, scanned by the GC */
void *rpy_malloc_atomic(size_t n); /* zeroed, never scanned (no pointers inside) */
/* Out of memory: prints CPython's traceback shape for MemoryError and exits 1. */
void rpy_fatal_memory_error(void) __attribute__((noreturn));

/* rpy_malloc for small fixed sizes (GenC's instances and tuples), inline: a pop from a
 * free list per size in granules, refilled by GC_generic_malloc_many (Boehm's
 * gc_inline.h scheme; the program is single-threaded, so the lists are one global
 * array, which also keeps the listed objects alive).  The call into GC_malloc_kind cost
 * about 55 instructions per object on Pystone.  Sizes are counted as GC_MALLOC counts
 * them with interior pointers on: one extra byte, then 16-byte granules.  Without that
 * byte the corpus's Lisp interpreter lost live objects (a pointer just past an object,
 * which compiled code may hold, then marks the next object instead). */
#define RPY_GC_GRANULE 16
#define RPY_GC_FREELISTS 25 /* gc_tiny_fl.h's GC_TINY_FREELISTS (checked in rpy_alloc.c) */
extern void *rpy_gc_freelists[RPY_GC_FREELISTS];
void *rpy_malloc_refill(size_t granules); /* the pop after a refill; never NULL */
static inline void *rpy_malloc_fixed(size_t n) {
    size_t granules = (n + RPY_GC_GRANULE) / RPY_GC_GRANULE; /* n + 1 bytes, rounded up */
    void **p;
    /* Too large: the general path.  n is a constant sizeof, so this test folds away. */
    if (__builtin_expect(granules >= RPY_GC_FREELISTS, 0)) return rpy_malloc(n);
    p = (void **)rpy_gc_freelists[granules];
    if (__builtin_expect(p == NULL, 0)) return rpy_malloc_refill(granules);
    rpy_gc_freelists[granules] = *p;
    *p = NULL; /* the link; the rest was cleared by the collector */
    return p;
}

/* ---------------------------------------------------------------- lists */

/* Used by the container macros below. */
rpy_string *rpy_str_alloc(long length); /* chars uninitialised except the trailing NUL */

#include "rpy_list.h"

/* The runtime's own list type: split, join and argv use it. */
int rpy_str_eq(rpy_string *a, rpy_string *b);
long rpy_str_cmp(rpy_string *a, rpy_string *b);
rpy_string *rpy_str_repr(rpy_string *s);
static inline int rpy_eq_str(rpy_string *a, rpy_string *b) { return rpy_str_eq(a, b); }
static inline int rpy_lt_str(rpy_string *a, rpy_string *b) { return rpy_str_cmp(a, b) < 0; }
RPY_LIST_DEFINE(rpy_list_str, rpy_string *, 0)
RPY_LIST_DEFINE_EQ_REPR(rpy_list_str, rpy_string *, rpy_eq_str, rpy_str_repr)
RPY_LIST_DEFINE_SORT(rpy_list_str, rpy_string *, rpy_lt_str)

/* ---------------------------------------------------------------- strings */

rpy_string *rpy_str_from_bytes(const char *p, long n);
rpy_string *rpy_str_from_cstr(const char *s);
rpy_string *rpy_str_from_char(char c);
long rpy_str_hash(rpy_string *s); /* cached; never 0 or -1 */
rpy_string *rpy_str_concat(rpy_string *a, rpy_string *b);
rpy_string *rpy_str_mul(rpy_string *s, long n);
char rpy_str_getitem(rpy_string *s, long i);
/* rpy_str_getitem inline, saying whether it raised (GenC tests this, not rpy_exc_type). */
static inline int rpy_str_getitem_ok(rpy_string *s, long i, char *out) {
    if (i < 0) i += s->length;
    if (__builtin_expect((unsigned long)i >= (unsigned long)s->length, 0)) {
        rpy_raise_builtin(rpy_cls_IndexError, "string index out of range");
        return 0;
    }
    *out = s->chars[i];
    return 1;
}
rpy_string *rpy_str_slice(rpy_string *s, long start, long stop);
rpy_string *rpy_str_slice_step(rpy_string *s, long start, long stop, long step,
                               int has_start, int has_stop);
int rpy_str_contains(rpy_string *s, rpy_string *sub);
int rpy_str_contains_char(rpy_string *s, char c);
/* start/end are slice bounds (negatives wrap, clamped); end = LONG_MAX means "none". */
long rpy_str_find(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_rfind(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_index(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_rindex(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_count(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_find_char(rpy_string *s, char c, long start, long end);
int rpy_str_startswith(rpy_string *s, rpy_string *prefix);
int rpy_str_endswith(rpy_string *s, rpy_string *suffix);
rpy_string *rpy_str_replace(rpy_string *s, rpy_string *old, rpy_string *new_, long count);
rpy_string *rpy_str_upper(rpy_string *s);
rpy_string *rpy_str_lower(rpy_string *s);
rpy_string *rpy_str_capitalize(rpy_string *s);
rpy_string *rpy_str_title(rpy_string *s);
rpy_string *rpy_str_swapcase(rpy_string *s);
rpy_string *rpy_str_strip(rpy_string *s, rpy_string *chars); /* chars NULL: whitespace */
rpy_string *rpy_str_lstrip(rpy_string *s, rpy_string *chars);
rpy_string *rpy_str_rstrip(rpy_string *s, rpy_string *chars);
int rpy_str_isdigit(rpy_string *s);
int rpy_str_isalpha(rpy_string *s);
int rpy_str_isspace(rpy_string *s);
int rpy_str_isalnum(rpy_string *s);
int rpy_str_isupper(rpy_string *s);
int rpy_str_islower(rpy_string *s);
rpy_list_str *rpy_str_split(rpy_string *s, rpy_string *sep, long maxsplit);
rpy_list_str *rpy_str_rsplit(rpy_string *s, rpy_string *sep, long maxsplit);
rpy_list_str *rpy_str_splitlines(rpy_string *s);
rpy_list_str *rpy_str_splitlines_keepends(rpy_string *s, int keepends);
rpy_string *rpy_str_join(rpy_string *sep, rpy_list_str *items);
rpy_string *rpy_str_ljust(rpy_string *s, long width, char fill);
rpy_string *rpy_str_rjust(rpy_string *s, long width, char fill);
rpy_string *rpy_str_center(rpy_string *s, long width, char fill);
rpy_string *rpy_str_zfill(rpy_string *s, long width);
long rpy_str_ord(rpy_string *s);
rpy_string *rpy_str_chr(long code);
long rpy_str_codepoints(rpy_string *s); /* number of code points (CPython's len) */

typedef struct rpy_str_iter {
    rpy_string *s;
    long index;
} rpy_str_iter;
rpy_str_iter *rpy_str_iter_new(rpy_string *s);
char rpy_str_iter_next(rpy_str_iter *it); /* StopIteration at the end */

/* ---------------------------------------------------------------- conversions */

rpy_string *rpy_str_from_int(long v);
rpy_string *rpy_str_from_uint(unsigned long v);
rpy_string *rpy_str_from_float(double v); /* repr(float) */
rpy_string *rpy_str_from_bool(int b);
rpy_string *rpy_str_repr_char(char c);
rpy_string *rpy_str_ascii(rpy_string *s); /* ascii(s) */
long rpy_int_from_str(rpy_string *s);
long rpy_int_from_str_base(rpy_string *s, long base);
double rpy_float_from_str(rpy_string *s);
long rpy_int_from_float(double f);

/* ---------------------------------------------------------------- formatting */

typedef struct rpy_fmt_arg {
    /* 'i' long, 'u' unsigned long, 'f' double, 's' rpy_string*, 'c' char, 'b' bool;
     * 'S' rpy_string*: the text of an object already converted for its %s / %r (an
     * instance's __repr__, a list's repr), shown as is by both. */
    char kind;
    union {
        long i;
        unsigned long u;
        double f;
        rpy_string *s;
        char c;
    } v;
} rpy_fmt_arg;

rpy_string *rpy_str_mod_format(rpy_string *fmt, long nargs, const rpy_fmt_arg *args);
static inline rpy_fmt_arg rpy_fmt_shown(rpy_string *text) {
    rpy_fmt_arg a;
    a.kind = 'S';
    a.v.s = text;
    return a;
}
rpy_string *rpy_str_format_spec(const rpy_fmt_arg *value, rpy_string *spec);

/* ---------------------------------------------------------------- numbers */

long rpy_int_floordiv(long a, long b);
long rpy_int_mod(long a, long b);
unsigned long rpy_uint_floordiv(unsigned long a, unsigned long b);
unsigned long rpy_uint_mod(unsigned long a, unsigned long b);
unsigned long rpy_uint_pow(unsigned long a, unsigned long b);
double rpy_int_truediv(long a, long b);
double rpy_float_truediv(double a, double b);
double rpy_float_floordiv(double a, double b);
double rpy_float_mod(double a, double b);
long rpy_int_pow(long a, long b);
double rpy_float_pow(double a, double b);
long rpy_float_round_to_int(double x);
double rpy_float_round(double x, long ndigits);
long rpy_hash_double(double v);

static inline long rpy_int_abs(long a) { return a < 0 ? (long)(0UL - (unsigned long)a) : a; }

/* CPython's hash(int): the value reduced modulo 2**61 - 1 keeping the sign; -1 is
 * reserved for errors in CPython, so it becomes -2. */
static inline long rpy_hash_long(long v) {
    const unsigned long modulus = (1UL << 61) - 1;
    unsigned long mag = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    long h;
    if (mag >= modulus) mag %= modulus;
    h = v < 0 ? -(long)mag : (long)mag;
    return h == -1 ? -2 : h;
}

/* Objects hash by address; the low bits are alignment zeros, so rotate them away. */
static inline long rpy_hash_ptr(void *p) {
    unsigned long y = (unsigned long)p;
    long h = (long)((y >> 4) | (y << (8 * sizeof(unsigned long) - 4)));
    return h == -1 ? -2 : h;
}

static inline int rpy_eq_long(long a, long b) { return a == b; }
static inline int rpy_eq_double(double a, double b) { return a == b; }
static inline int rpy_eq_char(char a, char b) { return a == b; }
static inline int rpy_eq_ptr(void *a, void *b) { return a == b; }
static inline int rpy_lt_long(long a, long b) { return a < b; }
static inline int rpy_lt_double(double a, double b) { return a < b; }
/* Characters compare as code units, i.e. unsigned bytes (UTF-8 order = code point order). */
static inline int rpy_lt_char(char a, char b) { return (unsigned char)a < (unsigned char)b; }

/* ---------------------------------------------------------------- dicts */

#include "rpy_dict.h"

/* ---------------------------------------------------------------- range */

typedef struct rpy_range_iter {
    long next, stop, step;
} rpy_range_iter;
rpy_range_iter *rpy_range_iter_new(long start, long stop, long step);
long rpy_range_iter_next(rpy_range_iter *it); /* StopIteration at the end */
long rpy_range_len(long start, long stop, long step);

/* ---------------------------------------------------------------- output, OS, time */

void rpy_print_str(rpy_string *s);
void rpy_print_cstr(const char *s);
void rpy_stdout_flush(void);
long rpy_os_write(long fd, rpy_string *s);
rpy_string *rpy_os_read(long fd, long n);
long rpy_os_open(rpy_string *path, long flags, long mode);
void rpy_os_close(long fd);
double rpy_time_time(void);
double rpy_time_perf_counter(void);
double rpy_time_monotonic(void);

/* ---------------------------------------------------------------- math */

double rpy_math_sqrt(double x);
double rpy_math_log(double x);
double rpy_math_log_base(double x, double base);
double rpy_math_log10(double x);
double rpy_math_log2(double x);
double rpy_math_exp(double x);
double rpy_math_sin(double x);
double rpy_math_cos(double x);
double rpy_math_tan(double x);
double rpy_math_asin(double x);
double rpy_math_acos(double x);
double rpy_math_atan(double x);
double rpy_math_atan2(double y, double x);
double rpy_math_fabs(double x);
double rpy_math_pow(double x, double y);
double rpy_math_fmod(double x, double y);
double rpy_math_hypot(double x, double y);
double rpy_math_copysign(double x, double y);
long rpy_math_floor(double x);
long rpy_math_ceil(double x);
long rpy_math_trunc(double x);
int rpy_math_isnan(double x);
int rpy_math_isinf(double x);
int rpy_math_isfinite(double x);

/* ---------------------------------------------------------------- program start */

/* Defined by the generated program; rpy_main.c calls it. */
long rpy_entry_point(rpy_list_str *argv);

#ifdef __cplusplus
}
#endif

#endif /* RPY_H */
