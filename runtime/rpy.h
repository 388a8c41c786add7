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
 *  - Memory comes from the collector chosen at translation (--gc, docs/gc.md): Boehm GC
 *    by default; nothing is ever freed explicitly.
 *
 * The header is valid C11 (gnu11) and C++ (the GoogleTest suites include it), so the
 * inline code casts void pointers and avoids designated initialisers. */
#ifndef RPY_H
#define RPY_H

/* A system header added here goes into SystemIncludes() (passes/genc/prelude.cc) too:
 * generated code includes those before declaring everything of its own hidden. */
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- object model */

/* chars hold UTF-8; length counts bytes; a NUL byte always follows the last char, so
 * chars can be handed to C functions.  codepoints is the number of code points (CPython's
 * len): it equals length exactly when the string is ASCII.  ascii_length is length when
 * the string is known to be ASCII and 0 otherwise, so that s[i] on an ASCII string is one
 * bounds check against it (rpy_str_getitem_ok), as fast as indexing bytes.  hash 0 and
 * codepoints -1 mean "not computed yet" (rpy_str_cplen computes and caches; set both
 * count fields with rpy_str_set_codepoints).  Prebuilt strings are static structs of this
 * layout (RPY_STRING_CONSTANT), never assume a string lives on the GC heap. */
/* None stored where a value must be (a list, dict or tuple item that is only ever None):
 * a pointer of this type is always NULL.  GenC prints it as None. */
typedef struct rpy_none rpy_none;

typedef struct rpy_string {
    long hash;
    long length;
    long ascii_length;
    long codepoints;
    char chars[];
} rpy_string;

static inline void rpy_str_set_codepoints(rpy_string *s, long n) {
    s->codepoints = n;
    s->ascii_length = n == s->length ? n : 0;
}

/* GenC's prebuilt string constants, referenced as (rpy_string *)&name: GenC passes the
 * number of code points; the 3-argument form (hand-written C) leaves it to be computed. */
#define RPY_STRING_CONSTANT_CP(name, len, ncp, literal)                                     \
    static struct {                                                                         \
        long hash;                                                                          \
        long length;                                                                        \
        long ascii_length;                                                                  \
        long codepoints;                                                                    \
        char chars[(len) + 1];                                                              \
    } name = {0, (len), (ncp) == (len) ? (len) : 0, (ncp), literal}
#define RPY_STRING_CONSTANT(name, len, literal) RPY_STRING_CONSTANT_CP(name, len, -1, literal)

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

/* Instances of BaseException and its subclasses start with this.  msg is str() of the
 * argument, NULL without one; arg_kind says how repr() shows the exception
 * (rpy_exc_repr), since CPython shows the argument's repr there: */
enum {
    RPY_EXC_NO_ARG = 0,    /* Name() */
    RPY_EXC_STR_ARG = 1,   /* Name('msg'): the argument was this str */
    RPY_EXC_SHOWN_ARG = 2, /* Name(msg): msg is also the argument's repr (a number, a
                            * container, the key of a KeyError the runtime raised) */
    RPY_EXC_OWN_REPR = 3   /* Name(arg_repr): an instance with a __str__ of its own */
};
typedef struct rpy_exception {
    rpy_object base;
    rpy_string *msg;
    long arg_kind;
    rpy_string *arg_repr;
} rpy_exception;

static inline int rpy_vtable_issubclass(const rpy_vtable *sub, const rpy_vtable *cls) {
    return (unsigned long)(sub->subclass_min - cls->subclass_min) <=
           (unsigned long)(cls->subclass_max - cls->subclass_min);
}

static inline int rpy_isinstance(const rpy_object *obj, const rpy_vtable *cls) {
    return obj != NULL && rpy_vtable_issubclass(obj->typeptr, cls);
}

/* isinstance() of a class without subclasses: one comparison of the vtable pointer. */
static inline int rpy_isinstance_leaf(const rpy_object *obj, const rpy_vtable *cls) {
    return obj != NULL && obj->typeptr == cls;
}

/* ---------------------------------------------------------------- exceptions */

extern rpy_vtable *rpy_exc_type; /* NULL when no exception is pending */
extern rpy_object *rpy_exc_value;
/* Whether the key's __hash__ or __eq__ a container helper just called raised: the
 * helper then stops and leaves the exception to its caller. */
#define RPY_EXC_PENDING() __builtin_expect(rpy_exc_type != NULL, 0)

void rpy_raise(rpy_object *value);
void rpy_raise_builtin(rpy_vtable *cls, const char *msg);
void rpy_raise_builtin_str(rpy_vtable *cls, rpy_string *msg); /* msg: a str argument */
/* An exception whose str() is msg and whose repr() is Name(arg_repr) (UnicodeError's
 * five arguments). */
void rpy_raise_with_repr(rpy_vtable *cls, rpy_string *msg, rpy_string *arg_repr);
/* Before a call of a function value that may be None: CPython's TypeError when it is. */
void rpy_check_callable(int is_none);
/* x.name on None where a handler may catch it (passes/rtyper/none_attribute.cc):
 * CPython's AttributeError when is_none. */
void rpy_check_attribute(int is_none, rpy_string *name);
/* Setting a property without a setter on `object`: CPython 3.11's AttributeError
 * "property 'NAME' of 'TYPE' object has no setter", TYPE the object's class. */
void rpy_raise_no_setter(rpy_string *name, rpy_object *object);
/* A KeyError for a key the runtime already shows as repr(key). */
void rpy_raise_key_error(rpy_string *key_repr);
/* Records the argument of a new exception instance.  kind is an RPY_EXC_* value, or
 * RPY_EXC_STR_OR_NONE for a str that may be None (shown as None). */
#define RPY_EXC_STR_OR_NONE 4
void rpy_exc_init_arg(rpy_object *e, rpy_string *msg, long kind, rpy_string *arg_repr);
void rpy_exc_init_args(rpy_object *e, rpy_string *args_repr); /* several arguments */
rpy_string *rpy_exc_str(rpy_object *e);  /* str(e); a KeyError shows its key's repr */
rpy_string *rpy_exc_repr(rpy_object *e); /* repr(e): "ValueError('bad')" */
void rpy_clear_exception(void);
/* A KeyError's message from repr(key): NULL (no message) when the key's __repr__ raised,
 * whose exception the KeyError replaces. */
static inline rpy_string *rpy_key_error_repr(rpy_string *shown) {
    if (!RPY_EXC_PENDING()) return shown;
    rpy_clear_exception();
    return NULL;
}
int rpy_exc_matches(rpy_vtable *cls);

static inline int rpy_exc_occurred(void) { return rpy_exc_type != NULL; }

/* Recursion (passes/transform/stack_check.h): before each call that may close a cycle of
 * the call graph, generated code compares the stack pointer with rpy_stack_limit, set at
 * start-up (rpy_main.c) to the lowest address the C stack may reach less a margin for
 * raising, propagating and printing; 0 (never too deep) until then. Below it, CPython's
 * RecursionError is raised, which the program can catch. The stack grows down on every
 * platform rtfarm targets. */
extern uintptr_t rpy_stack_limit;
void rpy_raise_recursion_error(void) __attribute__((cold, noinline));
static inline uintptr_t rpy_stack_position(void) {
    uintptr_t sp;
#if defined(__x86_64__)
    __asm__("movq %%rsp, %0" : "=r"(sp));
#elif defined(__aarch64__)
    __asm__("mov %0, sp" : "=r"(sp));
#else
    sp = (uintptr_t)__builtin_frame_address(0);
#endif
    return sp;
}
/* 1 when the stack is too deep, RecursionError then raised. */
static inline int rpy_stack_check_failed(void) {
    if (__builtin_expect(rpy_stack_position() < rpy_stack_limit, 0)) {
        rpy_raise_recursion_error();
        return 1;
    }
    return 0;
}
/* After a call in a function holding a stack check: the call is no longer the function's
 * last act, so gcc cannot make it a jump (a sibling call) nor the recursion a loop, which
 * would never grow the stack and never fail the check (RPython's inhibit_tail_call). */
#define RPY_INHIBIT_TAIL_CALL() __asm__("")

/* The builtin exception classes are defined by the generated program (they are part of
 * its class hierarchy); the runtime only raises them. */
extern rpy_vtable *const rpy_cls_BaseException, *const rpy_cls_Exception,
    *const rpy_cls_StopIteration, *const rpy_cls_ArithmeticError,
    *const rpy_cls_OverflowError, *const rpy_cls_ZeroDivisionError,
    *const rpy_cls_AssertionError, *const rpy_cls_LookupError, *const rpy_cls_IndexError,
    *const rpy_cls_KeyError, *const rpy_cls_ValueError, *const rpy_cls_TypeError,
    *const rpy_cls_RuntimeError, *const rpy_cls_NotImplementedError, *const rpy_cls_RecursionError,
    *const rpy_cls_AttributeError, *const rpy_cls_OSError, *const rpy_cls_MemoryError,
    *const rpy_cls_SystemExit, *const rpy_cls_KeyboardInterrupt, *const rpy_cls_UnicodeError,
    *const rpy_cls_UnicodeEncodeError, *const rpy_cls_UnicodeDecodeError;

/* ---------------------------------------------------------------- allocation */

void *rpy_malloc(size_t n);        /* zeroed, scanned by the GC */
void *rpy_malloc_atomic(size_t n); /* zeroed, never scanned (no pointers inside) */

/* Typed allocation (docs/gc.md): `tid` names the object's layout for the exact
 * collectors (runtime/gc/rpy_gc.h), which trace every object from its type; Boehm only
 * tells RPY_TID_ATOMIC (no pointers) from the rest.  The runtime's own layouts have
 * fixed numbers below RPY_TID_FIRST_PROGRAM; GenC numbers the program's types after
 * them (the universe's GC type table) and, for an exact collector, defines
 * RPY_GC_EXACT and `rpy_tid_<C name>` for each, which RPY_TID(name) spells. */
enum {
    RPY_TID_NONE = 0,      /* Boehm: scanned */
    RPY_TID_ATOMIC = 1,    /* no GC pointers (strings, index tables, buffers) */
    RPY_TID_PTR_WORDS = 2, /* every word is a GC pointer or NULL (items of a list of pointers) */
    RPY_TID_EXCEPTION = 3, /* rpy_exception */
    RPY_TID_PTR_AT_0 = 4,  /* one GC pointer first, no other (iterators of strs and lists) */
    RPY_TID_LIST = 5,      /* every list struct: { long length, allocated; T *items; } */
    RPY_TID_FIRST_PROGRAM = 8
};
void *rpy_malloc_typed(unsigned int tid, size_t n); /* zeroed */
void *rpy_malloc_atomic_uninit(size_t n);          /* RPY_TID_ATOMIC, not cleared */
#ifdef RPY_GC_EXACT
#define RPY_TID(name) rpy_tid_##name
#else
#define RPY_TID(name) RPY_TID_NONE
#endif
/* Generated code that C code calls (a type helper calling an instance's __repr__, an
 * __init__ dispatch): an exact collector sees the generated code's variables only, so
 * collections wait while such a call runs, or the C code keeps its pointer on the
 * shadow stack (RPY_GC_SAVE, then RPY_GC_RELOAD after each call, RPY_GC_DROP(n)). */
#ifdef RPY_GC_EXACT
#define RPY_GC_FROM_C(call)                                 \
    ({                                                      \
        __typeof__(call) rpy_gc_r_;                         \
        rpy_gc_inhibit++;                                   \
        rpy_gc_r_ = (call);                                 \
        rpy_gc_inhibit--;                                   \
        rpy_gc_r_;                                          \
    })
#define RPY_GC_FROM_C_VOID(call) \
    ({                           \
        rpy_gc_inhibit++;        \
        (void)(call);            \
        rpy_gc_inhibit--;        \
    })
#define RPY_GC_SAVE(v) (*rpy_gc_root_top++ = (void *)(v))
#define RPY_GC_RELOAD(v) ((v) = (__typeof__(v))rpy_gc_root_top[-1])
#define RPY_GC_DROP(n) (rpy_gc_root_top -= (n))
#else
#define RPY_GC_FROM_C(call) (call)
#define RPY_GC_FROM_C_VOID(call) ((void)(call))
#define RPY_GC_SAVE(v) ((void)0)
#define RPY_GC_RELOAD(v) ((void)0)
#define RPY_GC_DROP(n) ((void)0)
#endif
/* The generational collector's write barrier (docs/gc.md): before a GC pointer is
 * stored into an object that may be old (one not allocated since the last collect
 * point), RPY_GC_WRITE_BARRIER(obj) lets the collector record obj, so that its next
 * minor collection finds the young objects obj points to.  One flag test inline
 * (runtime/gc/rpy_gc.h's header: the flags byte 8 bytes before the object).
 * - Generated code knows its collector (GenC defines RPY_GC_CHOSEN, and
 *   RPY_GC_GENERATIONAL for that one): the test, or nothing.
 * - The runtime's C files are compiled once for every collector: they call the hook the
 *   generational collector sets at start-up (rpy_gc_runtime_barrier), NULL otherwise. */
/* RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n) is the barrier of a store into items
 * [first, first + n) of a variable-sized object (a list's items block, a fixed-size
 * list): for a large array only the cards of those items are traced again. */
void rpy_gc_remember(void *obj); /* the generational collector's slow paths */
void rpy_gc_remember_items(void *obj, long first, long n);
extern void (*rpy_gc_runtime_barrier)(void *obj);
#if defined(RPY_GC_GENERATIONAL)
static inline void rpy_gc_write_barrier(void *obj) {
    if (__builtin_expect(((const uint8_t *)obj)[-8] & 2u, 0)) rpy_gc_remember(obj);
}
static inline void rpy_gc_write_barrier_items(void *obj, long first, long n) {
    uint32_t flags = ((const uint8_t *)obj)[-8];
    if (__builtin_expect(flags & 2u, 0)) {
        /* A large array with cards (RPY_GC_HAS_CARDS) keeps the flag: one item whose card
         * is marked already needs nothing more (an append loop calls the collector once
         * per card, not once per item).  The cards follow the payload, whose size is the
         * header's last four bytes. */
        if ((flags & 32u) && n == 1 && first >= 0) {
            uint64_t size = ((const uint32_t *)obj)[-1];
            if (((const uint8_t *)obj)[((size + 7) & ~(uint64_t)7) + (uint64_t)first / 128]) return;
        }
        rpy_gc_remember_items(obj, first, n);
    }
}
#define RPY_GC_WRITE_BARRIER(obj) rpy_gc_write_barrier((void *)(obj))
#define RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n) \
    rpy_gc_write_barrier_items((void *)(obj), (first), (n))
#elif defined(RPY_GC_CHOSEN)
#define RPY_GC_WRITE_BARRIER(obj) ((void)0)
#define RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n) ((void)(first), (void)(n))
#else
#define RPY_GC_WRITE_BARRIER(obj) \
    (rpy_gc_runtime_barrier != NULL ? rpy_gc_runtime_barrier((void *)(obj)) : (void)0)
#define RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n) ((void)(first), (void)(n), RPY_GC_WRITE_BARRIER(obj))
#endif
/* Whether a value of the type of expression x is a number (an integer, a char, a bool, an
 * enum, a float): storing it needs no write barrier.  Pointers, and structs that may
 * hold some (a tuple key stored inline), need one.  A constant: the test folds. */
#define RPY_GC_IS_NUMBER_(x)                                                        \
    (__builtin_classify_type(x) == 1 || __builtin_classify_type(x) == 2 ||          \
     __builtin_classify_type(x) == 3 || __builtin_classify_type(x) == 4 ||          \
     __builtin_classify_type(x) == 8)
/* The barrier of a store of the values x... into items [first, first + n) of obj, left
 * out when they are all numbers (a dict's value updated in place, a set of ints): for a
 * large carded table every store otherwise goes through the collector's slow path. */
#define RPY_GC_WRITE_BARRIER_ITEMS_OF(x, obj, first, n) \
    do {                                                \
        if (!RPY_GC_IS_NUMBER_(x)) RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n); \
    } while (0)
#define RPY_GC_WRITE_BARRIER_ITEMS_OF2(x, y, obj, first, n)                              \
    do {                                                                                 \
        if (!RPY_GC_IS_NUMBER_(x) || !RPY_GC_IS_NUMBER_(y)) RPY_GC_WRITE_BARRIER_ITEMS(obj, first, n); \
    } while (0)
/* Reference counting (--gc=refcount, docs/gc.md): deferred counting, in which a count
 * is the number of references held by the heap and by static data (fields, items,
 * entries), never by variables; variables are found on the shadow stack when counts are
 * examined.  Every store of a GC pointer into an object therefore counts: the new value
 * gains a reference, the value overwritten loses one (RPY_RC_ASSIGN), a copy of items
 * gains one per pointer (RPY_RC_INCREF), and a slot cleared loses one (RPY_RC_DECREF).
 * The macros take an lvalue of any type and count only pointers (__builtin_classify_type
 * 5): items of ints, floats or chars cost nothing.  Generated code knows its collector
 * (RPY_GC_REFCOUNT: inline, rpy_gc.h); the runtime's C files ask a hook at run time,
 * set by the refcount collector at start-up (rpy_gc_rc_hooks), NULL otherwise. */
typedef struct rpy_gc_rc_hooks_t {
    void (*incref)(void *p);
    void (*decref)(void *p);
} rpy_gc_rc_hooks_t;
extern rpy_gc_rc_hooks_t rpy_gc_rc_hooks;
#define RPY_RC_IS_PTR_(x) (__builtin_classify_type(x) == 5)
#define RPY_RC_AS_PTR_(x)                                                              \
    ({                                                                                 \
        void *rpy_rc_p_ = NULL;                                                        \
        if (RPY_RC_IS_PTR_(x))                                                         \
            memcpy(&rpy_rc_p_, &(x), sizeof(x) < sizeof(void *) ? sizeof(x) : sizeof(void *)); \
        rpy_rc_p_;                                                                     \
    })
#if defined(RPY_GC_REFCOUNT)
static inline void rpy_gc_incref(void *p);
static inline void rpy_gc_decref(void *p);
#define RPY_RC_ON_ 1
#define RPY_RC_INC_(p) rpy_gc_incref(p)
#define RPY_RC_DEC_(p) rpy_gc_decref(p)
#elif defined(RPY_GC_CHOSEN)
#define RPY_RC_ON_ 0
#define RPY_RC_INC_(p) ((void)(p))
#define RPY_RC_DEC_(p) ((void)(p))
#else
#define RPY_RC_ON_ (rpy_gc_rc_hooks.incref != NULL)
#define RPY_RC_INC_(p) rpy_gc_rc_hooks.incref(p)
#define RPY_RC_DEC_(p) rpy_gc_rc_hooks.decref(p)
#endif
/* One more reference to the value of lvalue x (a pointer or not). */
#define RPY_RC_INCREF(x)                                      \
    do {                                                      \
        if (RPY_RC_IS_PTR_(x) && RPY_RC_ON_) RPY_RC_INC_(RPY_RC_AS_PTR_(x)); \
    } while (0)
#define RPY_RC_DECREF(x)                                      \
    do {                                                      \
        if (RPY_RC_IS_PTR_(x) && RPY_RC_ON_) RPY_RC_DEC_(RPY_RC_AS_PTR_(x)); \
    } while (0)
/* slot = v, counting: the new value first, so that storing a slot's own value is safe. */
#define RPY_RC_ASSIGN(slot, v)                                \
    do {                                                      \
        __typeof__(slot) rpy_rc_new_ = (v);                   \
        if (RPY_RC_IS_PTR_(slot) && RPY_RC_ON_) {             \
            __typeof__(slot) rpy_rc_old_ = (slot);            \
            RPY_RC_INCREF(rpy_rc_new_);                       \
            (slot) = rpy_rc_new_;                             \
            RPY_RC_DECREF(rpy_rc_old_);                       \
        } else {                                              \
            (slot) = rpy_rc_new_;                             \
        }                                                     \
    } while (0)
/* Counts n items of array `items` (after a copy of them: each copy is a reference), or
 * drops them (before they are cleared or their block is forgotten). */
#define RPY_RC_INCREF_ITEMS(items, n)                                         \
    do {                                                                      \
        if (RPY_RC_IS_PTR_((items)[0]) && RPY_RC_ON_) {                       \
            long rpy_rc_i_, rpy_rc_n_ = (n);                                  \
            for (rpy_rc_i_ = 0; rpy_rc_i_ < rpy_rc_n_; rpy_rc_i_++) RPY_RC_INCREF((items)[rpy_rc_i_]); \
        }                                                                     \
    } while (0)
#define RPY_RC_DECREF_ITEMS(items, n)                                         \
    do {                                                                      \
        if (RPY_RC_IS_PTR_((items)[0]) && RPY_RC_ON_) {                       \
            long rpy_rc_i_, rpy_rc_n_ = (n);                                  \
            for (rpy_rc_i_ = 0; rpy_rc_i_ < rpy_rc_n_; rpy_rc_i_++) RPY_RC_DECREF((items)[rpy_rc_i_]); \
        }                                                                     \
    } while (0)
/* The runtime's own list of strings (below). */
enum {
    rpy_tid_rpy_list_str = RPY_TID_LIST,
    rpy_tid_rpy_list_str_items = RPY_TID_PTR_WORDS,
    rpy_tid_rpy_list_str_iter = RPY_TID_PTR_AT_0,
    rpy_tid_rpy_list_str_riter = RPY_TID_PTR_AT_0
};
/* Empties the runtime's cache of string indexes, keyed by address: an exact collector
 * calls it at every collection. */
void rpy_str_index_forget(void);
/* A string grown in place (rpy_str_append_owned): its index, if cached, no longer holds. */
void rpy_str_index_drop(const rpy_string *s);
/* Called once by main() before anything is allocated. */
void rpy_gc_startup(void *fault_stack, size_t fault_stack_size);
/* An allocation refused (the heap limit, the system): MemoryError becomes the pending
 * exception, a shared instance (raising it allocates nothing).  The refused allocation
 * still returns memory (taken beyond the limit), so that the C code that asked can
 * finish; generated code notices the exception at its next check (docs/gc.md). */
void rpy_raise_memory_error(void);
/* Out of memory even beyond the limit: prints CPython's traceback shape for MemoryError
 * and exits 1. */
void rpy_fatal_memory_error(void) __attribute__((noreturn));
/* The body of a function the program only uses as a value (stored, compared) and no call
 * reaches: calling it means the translation was wrong, so the program stops loudly. */
void rpy_fatal_uncalled(const char *function) __attribute__((noreturn));
void rpy_fatal_int_overflow(const char *function) __attribute__((noreturn, cold));
/* x ** y of a negative float and a fractional exponent: CPython's result is a complex
 * number, which a translated program has no type for: the program stops with a clear
 * error (flushing its output) rather than raise an exception CPython would not. */
void rpy_fatal_complex_result(void) __attribute__((noreturn, cold));

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

/* The same for generated code that propagates a MemoryError at once (docs/gc.md): NULL
 * when the allocation raised it.  The fast path cannot fail, so the caller's NULL test
 * folds into the slow path. */
void *rpy_malloc_checked(size_t n);
void *rpy_malloc_atomic_checked(size_t n);
void *rpy_malloc_refill_checked(size_t granules);
static inline void *rpy_malloc_fixed_checked(size_t n) {
    size_t granules = (n + RPY_GC_GRANULE) / RPY_GC_GRANULE;
    void **p;
    if (__builtin_expect(granules >= RPY_GC_FREELISTS, 0)) return rpy_malloc_checked(n);
    p = (void **)rpy_gc_freelists[granules];
    if (__builtin_expect(p == NULL, 0)) return rpy_malloc_refill_checked(granules);
    rpy_gc_freelists[granules] = *p;
    *p = NULL;
    return p;
}

/* Generated code under Boehm, and the list, dict and set helpers its header
 * instantiates, take objects with pointers from the inline free lists too, rather than
 * through rpy_alloc.c's rpy_malloc_typed (a call and GC_malloc_kind per new list, dict
 * or iterator).  An exact collector's header does the same with its own fast path
 * (runtime/gc/rpy_gc.h). */
#if defined(RPY_GC_CHOSEN) && !defined(RPY_GC_EXACT)
#define rpy_malloc_typed(tid, n) \
    ((tid) == RPY_TID_ATOMIC ? rpy_malloc_atomic(n) : rpy_malloc_fixed(n))
#endif

/* ---------------------------------------------------------------- lists */

/* Used by the container macros below. */
rpy_string *rpy_str_alloc(long length); /* chars uninitialised except the trailing NUL */

#include "rpy_list.h"

/* The runtime's own list type: split, join and argv use it. */
/* Equality and ordering of strings, inline: they sit in inner loops (Pystone compares
 * two 30-byte strings per iteration; the call and memcmp's dispatch cost more than the
 * comparison).  Eight bytes at a time; the first differing word, read big-endian, orders
 * the strings as its first differing byte does, and UTF-8 byte order is code point
 * order, CPython's.  A NUL always follows the last byte, but the loops stay in bounds. */
static inline long rpy_str_cmp_bytes(const char *p, const char *q, long n) {
    long i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x, y;
        memcpy(&x, p + i, 8);
        memcpy(&y, q + i, 8);
        if (x != y) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            x = __builtin_bswap64(x);
            y = __builtin_bswap64(y);
#endif
            return x < y ? -1 : 1;
        }
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)p[i], d = (unsigned char)q[i];
        if (c != d) return c < d ? -1 : 1;
    }
    return 0;
}
/* NULL-safe (None == "" is False). */
static inline int rpy_str_eq(rpy_string *a, rpy_string *b) {
    if (a == b) return 1;
    if (a == NULL || b == NULL || a->length != b->length) return 0;
    if (a->hash != 0 && b->hash != 0 && a->hash != b->hash) return 0;
    return rpy_str_cmp_bytes(a->chars, b->chars, a->length) == 0;
}
static inline long rpy_str_cmp(rpy_string *a, rpy_string *b) {
    long n = a->length < b->length ? a->length : b->length;
    long c;
    if (a == b) return 0;
    c = rpy_str_cmp_bytes(a->chars, b->chars, n);
    if (c != 0) return c;
    return a->length < b->length ? -1 : a->length > b->length;
}
rpy_string *rpy_str_repr(rpy_string *s);
rpy_string *rpy_bytes_repr(rpy_string *b); /* repr(b) and str(b): b'...' */
/* s.encode(encoding, errors), b.decode(encoding, errors): NULL arguments are CPython's
 * defaults ('utf-8', 'strict'); rpy_codecs.c. */
rpy_string *rpy_str_encode(rpy_string *s, rpy_string *encoding, rpy_string *errors);
rpy_string *rpy_bytes_decode(rpy_string *b, rpy_string *encoding, rpy_string *errors);
static inline int rpy_eq_str(rpy_string *a, rpy_string *b) { return rpy_str_eq(a, b); }
static inline int rpy_lt_str(rpy_string *a, rpy_string *b) { return rpy_str_cmp(a, b) < 0; }
/* Typed in every mode: the runtime's C files are compiled once for every collector. */
#undef RPY_TID
#define RPY_TID(name) rpy_tid_##name
RPY_LIST_DEFINE(rpy_list_str, rpy_string *, 0)
RPY_LIST_DEFINE_EQ_REPR(rpy_list_str, rpy_string *, rpy_eq_str, rpy_str_repr)
RPY_LIST_DEFINE_SORT(rpy_list_str, rpy_string *, rpy_lt_str)
#undef RPY_TID
#ifdef RPY_GC_EXACT
#define RPY_TID(name) rpy_tid_##name
#else
#define RPY_TID(name) RPY_TID_NONE
#endif

/* ---------------------------------------------------------------- strings */

/* Characters (the translated program's str of length 1) are code points, unsigned int.
 * Indices, lengths, slice bounds and search results count code points, as in CPython;
 * ASCII strings (codepoints == length) keep byte-speed paths, and only the others convert
 * code point indices to byte offsets (rpy_str_index.c). */

rpy_string *rpy_str_from_bytes(const char *p, long n);
rpy_string *rpy_str_from_cstr(const char *s);
long rpy_str_count_codepoints(rpy_string *s); /* computes and caches s->codepoints */
/* CPython's len(s). */
static inline long rpy_str_cplen(rpy_string *s) {
    return s->codepoints >= 0 ? s->codepoints : rpy_str_count_codepoints(s);
}
long rpy_str_codepoints(rpy_string *s); /* the same, out of line */

/* One-character strings: the ASCII ones are shared static strings, as CPython shares
 * its Latin-1 singletons, so that str(c) and chars stored in lists allocate nothing. */
typedef struct rpy_str_char1 {
    long hash;
    long length;
    long ascii_length;
    long codepoints;
    char chars[8];
} rpy_str_char1;
extern rpy_str_char1 rpy_str_ascii_chars[128];
rpy_string *rpy_str_from_codepoint(unsigned int c); /* any code point, allocated */
static inline rpy_string *rpy_str_from_char(unsigned int c) {
    if (c < 128) return (rpy_string *)&rpy_str_ascii_chars[c];
    return rpy_str_from_codepoint(c);
}
/* The first code point of s (a char kept as a str in a list or dict). */
unsigned int rpy_str_first_char(rpy_string *s);

long rpy_str_hash(rpy_string *s); /* CPython's under PYTHONHASHSEED=0; cached (0: not yet, or "") */
long rpy_str_hash_ascii(const char *p, long n); /* the same of the ASCII str p[0 .. n) */
rpy_string *rpy_str_concat(rpy_string *a, rpy_string *b);
rpy_string *rpy_str_concat_n(long n, ...); /* n <= 16 pieces */
/* Owned strings, grown in place by a loop's `s += piece` (passes/backendopt/str_append.h):
 * a fresh owned a + b, an owned copy of a, and s + b made by appending to the owned s. */
rpy_string *rpy_str_concat_owned(rpy_string *a, rpy_string *b);
rpy_string *rpy_str_owned_copy(rpy_string *a);
rpy_string *rpy_str_append_owned(rpy_string *s, rpy_string *b);
rpy_string *rpy_str_mul(rpy_string *s, long n);
unsigned int rpy_str_getitem(rpy_string *s, long i);
/* rpy_str_getitem's other paths: strings not known to be ASCII, and errors. */
int rpy_str_getitem_slow(rpy_string *s, long i, unsigned int *out);
/* rpy_str_getitem inline, saying whether it raised (GenC tests this, not rpy_exc_type).
 * An ASCII string is indexed as bytes with a single bounds check; for any other string
 * ascii_length is 0, so every index takes the slow path. */
static inline int rpy_str_getitem_ok(rpy_string *s, long i, unsigned int *out) {
    long n = s->ascii_length, j = i < 0 ? i + n : i;
    if (__builtin_expect((unsigned long)j >= (unsigned long)n, 0))
        return rpy_str_getitem_slow(s, i, out);
    *out = (unsigned char)s->chars[j];
    return 1;
}
/* The same for an index the annotator proved non-negative (RPython's ll_getitem_nonneg):
 * no wrap-around test. */
static inline int rpy_str_getitem_nonneg_ok(rpy_string *s, long i, unsigned int *out) {
    if (__builtin_expect((unsigned long)i >= (unsigned long)s->ascii_length, 0))
        return rpy_str_getitem_slow(s, i, out);
    *out = (unsigned char)s->chars[i];
    return 1;
}
static inline unsigned int rpy_str_getitem_nonneg(rpy_string *s, long i) {
    unsigned int c = 0;
    rpy_str_getitem_nonneg_ok(s, i, &c);
    return c;
}
rpy_string *rpy_str_slice_slow(rpy_string *s, long start, long stop);
/* s[start:stop]: inline for a string known to be ASCII and bounds inside it (a k-mer
 * `seq[i:i + k]` in a loop), the runtime's function for the rest. */
static inline rpy_string *rpy_str_slice(rpy_string *s, long start, long stop) {
    if (s->codepoints == s->length && 0 <= start && start <= stop && stop <= s->length &&
        stop - start < s->length) {
        rpy_string *r = rpy_str_alloc(stop - start);
        memcpy(r->chars, s->chars + start, (size_t)(stop - start));
        rpy_str_set_codepoints(r, stop - start);
        return r;
    }
    return rpy_str_slice_slow(s, start, stop);
}
rpy_string *rpy_str_slice_step(rpy_string *s, long start, long stop, long step,
                               int has_start, int has_stop);
/* Bytes [start, stop) of s, which must be code point boundaries (the runtime's and
 * GenC's own cuts after a byte search); shares s when that is all of it. */
rpy_string *rpy_str_slice_bytes(rpy_string *s, long start, long stop);
int rpy_str_contains(rpy_string *s, rpy_string *sub);
int rpy_str_contains_char(rpy_string *s, unsigned int c);
/* start/end are slice bounds (negatives wrap, clamped); end = LONG_MAX means "none". */
long rpy_str_find(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_rfind(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_index(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_rindex(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_count(rpy_string *s, rpy_string *sub, long start, long end);
long rpy_str_find_char(rpy_string *s, unsigned int c, long start, long end);
/* The byte offset of the first or last occurrence of sub in the whole of s, or -1. */
long rpy_str_find_bytes(rpy_string *s, rpy_string *sub);
long rpy_str_rfind_bytes(rpy_string *s, rpy_string *sub);
/* CPython's tailmatch test before comparing: s.startswith(x, start, end) and endswith
 * are false when the bounds, adjusted as slice bounds of a sequence of `length` items,
 * leave start past end (`"abc".startswith("", 5, 2)`, `"abc".startswith("", 4)`), even
 * for an empty x, which the (empty) slice would start with. */
static inline int rpy_tailmatch_bounds_ordered(long length, long start, long end) {
    if (end > length) end = length;
    else if (end < 0 && (end += length) < 0) end = 0;
    if (start < 0 && (start += length) < 0) start = 0;
    return start <= end;
}
int rpy_str_startswith(rpy_string *s, rpy_string *prefix);
int rpy_str_endswith(rpy_string *s, rpy_string *suffix);
rpy_string *rpy_str_replace(rpy_string *s, rpy_string *old, rpy_string *new_, long count);
rpy_string *rpy_str_upper(rpy_string *s);
rpy_string *rpy_str_lower(rpy_string *s);
rpy_string *rpy_str_capitalize(rpy_string *s);
rpy_string *rpy_str_title(rpy_string *s);
rpy_string *rpy_str_swapcase(rpy_string *s);
rpy_string *rpy_str_casefold(rpy_string *s);
rpy_string *rpy_str_strip(rpy_string *s, rpy_string *chars); /* chars NULL: whitespace */
rpy_string *rpy_str_lstrip(rpy_string *s, rpy_string *chars);
rpy_string *rpy_str_rstrip(rpy_string *s, rpy_string *chars);
/* str.isdigit/isalpha/isspace/isalnum. A tokenizer asks them of one character at a time
 * (c.isdigit() of a char is the shared one-character string): an ASCII character is
 * answered inline from a table of CPython's classes; anything else goes out of line. */
enum { RPY_ASCII_DIGIT = 1, RPY_ASCII_ALPHA = 2, RPY_ASCII_SPACE = 4 };
extern const unsigned char rpy_ascii_classes[128];
int rpy_str_isdigit_any(rpy_string *s);
int rpy_str_isalpha_any(rpy_string *s);
int rpy_str_isspace_any(rpy_string *s);
int rpy_str_isalnum_any(rpy_string *s);
static inline int rpy_ascii_char_class(rpy_string *s) {
    unsigned char c = (unsigned char)s->chars[0];
    return s->length == 1 && c < 128 ? rpy_ascii_classes[c] | 0x80 : 0;
}
static inline int rpy_str_isdigit(rpy_string *s) {
    int k = rpy_ascii_char_class(s);
    return k ? (k & RPY_ASCII_DIGIT) != 0 : rpy_str_isdigit_any(s);
}
static inline int rpy_str_isalpha(rpy_string *s) {
    int k = rpy_ascii_char_class(s);
    return k ? (k & RPY_ASCII_ALPHA) != 0 : rpy_str_isalpha_any(s);
}
static inline int rpy_str_isspace(rpy_string *s) {
    int k = rpy_ascii_char_class(s);
    return k ? (k & RPY_ASCII_SPACE) != 0 : rpy_str_isspace_any(s);
}
static inline int rpy_str_isalnum(rpy_string *s) {
    int k = rpy_ascii_char_class(s);
    return k ? (k & (RPY_ASCII_DIGIT | RPY_ASCII_ALPHA)) != 0 : rpy_str_isalnum_any(s);
}
int rpy_str_isupper(rpy_string *s);
int rpy_str_islower(rpy_string *s);
/* str.isdecimal/isnumeric/isprintable/isascii/isidentifier/istitle (rpy_str_case.c). */
int rpy_str_isdecimal(rpy_string *s);
int rpy_str_isnumeric(rpy_string *s);
int rpy_str_isprintable(rpy_string *s);
int rpy_str_isascii(rpy_string *s);
int rpy_str_isidentifier(rpy_string *s);
int rpy_str_istitle(rpy_string *s);
rpy_list_str *rpy_str_split(rpy_string *s, rpy_string *sep, long maxsplit);
rpy_list_str *rpy_str_rsplit(rpy_string *s, rpy_string *sep, long maxsplit);
rpy_list_str *rpy_str_splitlines(rpy_string *s);
rpy_list_str *rpy_str_splitlines_keepends(rpy_string *s, int keepends);
rpy_string *rpy_str_join(rpy_string *sep, rpy_list_str *items);
rpy_string *rpy_str_join_str(rpy_string *sep, rpy_string *s); /* sep.join("abc") */
rpy_string *rpy_str_ljust(rpy_string *s, long width, unsigned int fill);
rpy_string *rpy_str_rjust(rpy_string *s, long width, unsigned int fill);
rpy_string *rpy_str_center(rpy_string *s, long width, unsigned int fill);
rpy_string *rpy_str_zfill(rpy_string *s, long width);
rpy_string *rpy_str_expandtabs(rpy_string *s, long tabsize);

/* copy.deepcopy()'s memo (rpy_memo.c): object -> its copy. Zero-initialised when empty. */
typedef struct rpy_memo {
    long mask, used;
    const void **keys;
    void **values;
} rpy_memo;
void *rpy_memo_get(const rpy_memo *m, const void *key);
void rpy_memo_put(rpy_memo *m, const void *key, void *value);
void rpy_memo_free(rpy_memo *m);
rpy_list_str *rpy_str_to_char_list(rpy_string *s); /* list(s) */
long rpy_str_ord(rpy_string *s);
rpy_string *rpy_str_chr(long code);

/* Iteration walks byte offsets: one step is one code point. */
typedef struct rpy_str_iter {
    rpy_string *s;
    long index;
} rpy_str_iter;
rpy_str_iter *rpy_str_iter_new(rpy_string *s);
unsigned int rpy_str_iter_next(rpy_str_iter *it); /* StopIteration at the end */
/* A code point from its UTF-8 bytes at p (n of them left), their count in *len. */
long rpy_utf8_decode(const char *p, long n, int *len);
/* iter_next for a loop whose `except StopIteration` ignores the exception: 1 and the
 * code point in *out, or 0 at the end instead of raising; ASCII inline. */
static inline int rpy_str_iter_next_ok(rpy_str_iter *it, unsigned int *out) {
    rpy_string *s = it->s;
    long i = it->index;
    if (__builtin_expect(i >= s->length, 0)) return 0;
    unsigned char b = (unsigned char)s->chars[i];
    if (__builtin_expect(b < 0x80, 1)) {
        it->index = i + 1;
        *out = b;
        return 1;
    }
    int len;
    *out = (unsigned int)rpy_utf8_decode(s->chars + i, s->length - i, &len);
    it->index = i + len;
    return 1;
}
typedef rpy_str_iter rpy_str_riter; /* reversed(s): index is where the next step ends */
rpy_str_riter *rpy_str_riter_new(rpy_string *s);
unsigned int rpy_str_riter_next(rpy_str_riter *it);
/* list(it): the chars left, as one-character strings; the iterator is then exhausted. */
rpy_list_str *rpy_str_iter_drain(rpy_str_iter *it);
rpy_list_str *rpy_str_riter_drain(rpy_str_riter *it);

/* bytes share rpy_string; what differs from str is in rpy_bytes.c: items are ints,
 * positions count bytes, only ASCII has a case (docs/runtime.md, "bytes"). */
typedef rpy_str_iter rpy_bytes_iter;
rpy_string *rpy_bytes_from_size(long n);                      /* bytes(n) */
rpy_string *rpy_bytes_from_longs(long n, const long *items);  /* bytes(list of ints) */
#define rpy_bytes_from_list(l) rpy_bytes_from_longs((l)->length, &(l)->items[0])
rpy_string *rpy_bytes_fromhex(rpy_string *s);
rpy_string *rpy_bytes_hex(rpy_string *b);
rpy_string *rpy_bytes_hex_sep(rpy_string *b, rpy_string *sep, long sep_is_bytes,
                              long bytes_per_sep);
long rpy_bytes_hash(rpy_string *b); /* hash(b): over the bytes (rpy_str_hash.c) */
long rpy_bytes_getitem(rpy_string *b, long i);
long rpy_byte_value(long v); /* v, or ValueError outside 0..255 (a bytearray's items) */
rpy_string *rpy_bytes_slice_step(rpy_string *b, long start, long stop, long step, int has_start,
                                 int has_stop);
int rpy_bytes_contains_int(rpy_string *b, long v);
int rpy_bytes_contains(rpy_string *b, rpy_string *sub);
rpy_bytes_iter *rpy_bytes_iter_new(rpy_string *b);
long rpy_bytes_iter_next(rpy_bytes_iter *it); /* StopIteration at the end */
/* iter_next for a loop whose `except StopIteration` ignores the exception: 1 and the
 * byte in *out, or 0 at the end instead of raising. */
static inline int rpy_bytes_iter_next_ok(rpy_bytes_iter *it, long *out) {
    if (__builtin_expect(it->index >= it->s->length, 0)) return 0;
    *out = (unsigned char)it->s->chars[it->index++];
    return 1;
}
long rpy_bytes_find(rpy_string *b, rpy_string *sub, long start, long end);
long rpy_bytes_rfind(rpy_string *b, rpy_string *sub, long start, long end);
long rpy_bytes_index(rpy_string *b, rpy_string *sub, long start, long end);
long rpy_bytes_rindex(rpy_string *b, rpy_string *sub, long start, long end);
long rpy_bytes_count(rpy_string *b, rpy_string *sub, long start, long end);
rpy_string *rpy_bytes_upper(rpy_string *b);
rpy_string *rpy_bytes_lower(rpy_string *b);
int rpy_bytes_isdigit(rpy_string *b);
int rpy_bytes_isalpha(rpy_string *b);
int rpy_bytes_isspace(rpy_string *b);
int rpy_bytes_isalnum(rpy_string *b);
rpy_string *rpy_bytes_strip(rpy_string *b, rpy_string *chars); /* chars NULL: whitespace */
rpy_string *rpy_bytes_lstrip(rpy_string *b, rpy_string *chars);
rpy_string *rpy_bytes_rstrip(rpy_string *b, rpy_string *chars);
rpy_list_str *rpy_bytes_split(rpy_string *b, rpy_string *sep, long maxsplit);
rpy_list_str *rpy_bytes_rsplit(rpy_string *b, rpy_string *sep, long maxsplit);
rpy_string *rpy_bytes_replace(rpy_string *b, rpy_string *old, rpy_string *new_, long count);

/* ---------------------------------------------------------------- conversions */

rpy_string *rpy_str_from_int(long v);
rpy_string *rpy_str_from_uint(unsigned long v);
rpy_string *rpy_str_from_float(double v); /* repr(float) */
rpy_string *rpy_str_from_bool(int b);
rpy_string *rpy_str_repr_char(unsigned int c);
rpy_string *rpy_str_ascii(rpy_string *s); /* ascii(s) */
rpy_string *rpy_str_escape_non_ascii(rpy_string *s); /* ascii(x) from repr(x) */
long rpy_int_from_str(rpy_string *s);
long rpy_int_bit_length(long x);
long rpy_int_bit_count(long x);
long rpy_int_from_bytes(rpy_string *b, int little, int is_signed);
rpy_string *rpy_int_to_bytes(long x, long length, int little, int is_signed);
int rpy_float_is_integer(double x);
long rpy_int_from_str_base(rpy_string *s, long base);
double rpy_float_from_str(rpy_string *s);
long rpy_int_from_float(double f);

/* ---------------------------------------------------------------- formatting */

typedef struct rpy_fmt_arg {
    /* 'i' long, 'u' unsigned long, 'f' double, 's' rpy_string*, 'c' char (a code point),
     * 'b' bool; 'S' rpy_string*: the text of an object already converted for its %s / %r
     * (an instance's __repr__, a list's repr), shown as is by both. */
    char kind;
    union {
        long i;
        unsigned long u;
        double f;
        rpy_string *s;
        unsigned int c;
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
long rpy_int_pow_mod(long a, long b, long m); /* pow(a, b, m): ValueError */
double rpy_float_pow(double a, double b);
long rpy_float_round_to_int(double x);
double rpy_float_round(double x, long ndigits);
long rpy_hash_double(double v);

/* A number that may be an int or a float where the program shows which (`total = 0` that
 * becomes a float and is printed; passes/rtyper/mixed_numbers.cc): the value with its
 * Python type. Arithmetic follows CPython: int with int stays int (exact, a result beyond
 * 64 bits stops the program as other ints do), anything with a float is a float. */
typedef struct rpy_mixed {
    long i;     /* the value when is_int */
    double f;   /* the value otherwise */
    int is_int;
} rpy_mixed;
static inline double rpy_mixed_value(rpy_mixed m) { return m.is_int ? (double)m.i : m.f; }
/* op: '+', '-', '*', '/' (floor division), '%', '^' (power). Raises as CPython does
 * (ZeroDivisionError with int's or float's message); the result is then unspecified. */
rpy_mixed rpy_mixed_binary(char op, rpy_mixed a, rpy_mixed b);
/* op: '-', '+', 'a' (abs). */
rpy_mixed rpy_mixed_unary(char op, rpy_mixed a);
/* round(x, ndigits): an int stays an int (rounded half to even at a negative ndigits). */
rpy_mixed rpy_mixed_round(rpy_mixed a, long ndigits);
/* round(x, ndigits) of an int: x itself, or the nearest multiple of 10**-ndigits (half
 * to even) at a negative ndigits. */
long rpy_int_round(long x, long ndigits);
rpy_string *rpy_mixed_repr(rpy_mixed m);

/* Python's exact comparison of an int with a float (the int is not rounded to a double:
 * 2**53 + 1 != 2.0**53): -1, 0 or 1 as i is below, equal to or above f; `unordered` when
 * f is a NaN (the caller picks the value that makes its operator false, or != true). */
static inline long rpy_cmp_int_float(long i, double f, long unordered) {
    const long exact = 1L << 53;
    if (__builtin_expect(i >= -exact && i <= exact, 1)) {
        double d = (double)i;
        return d < f ? -1 : d > f ? 1 : d == f ? 0 : unordered;
    }
    if (f != f) return unordered;
    if (f >= 9223372036854775808.0) return -1;
    if (f < -9223372036854775808.0) return 1;
    double whole = __builtin_floor(f); /* within the range of long */
    long w = (long)whole;
    if (i != w) return i < w ? -1 : 1;
    return whole == f ? 0 : -1; /* f has a fraction: i == floor(f) < f */
}

/* Inline fast paths of the checked arithmetic above: each returns 0 when it raised
 * (the exception is then set), so that the exception check after the operation is a test
 * of that result (passes/genc/function_writer.cc, WriteFusedCheck) and the common case
 * costs no call. The uncommon cases go to the out-of-line functions. */
static inline int rpy_float_truediv_ok(double a, double b, double *r) {
    if (__builtin_expect(b == 0.0, 0)) {
        *r = rpy_float_truediv(a, b);
        return 0;
    }
    *r = a / b;
    return 1;
}

static inline int rpy_int_truediv_ok(long a, long b, double *r) {
    const long exact = 1L << 53; /* both exact as doubles: one correctly rounded division */
    if (__builtin_expect(b != 0 && a >= -exact && a <= exact && b >= -exact && b <= exact, 1)) {
        *r = (double)a / (double)b;
        return 1;
    }
    *r = rpy_int_truediv(a, b);
    return !rpy_exc_occurred();
}

static inline int rpy_int_floordiv_ok(long a, long b, long *r) {
    if (__builtin_expect(b > 0, 1)) {
        *r = a / b - (a % b < 0);
        return 1;
    }
    *r = rpy_int_floordiv(a, b);
    return !rpy_exc_occurred();
}

static inline int rpy_int_mod_ok(long a, long b, long *r) {
    if (__builtin_expect(b > 0, 1)) {
        long m = a % b;
        *r = m < 0 ? m + b : m;
        return 1;
    }
    *r = rpy_int_mod(a, b);
    return !rpy_exc_occurred();
}

/* Hides a double's value from gcc's constant folding (no instruction). */
#if defined(__x86_64__)
#define RPY_OPAQUE_DOUBLE(v) __asm__("" : "+x"(v))
#else
#define RPY_OPAQUE_DOUBLE(v) __asm__("" : "+m"(v))
#endif

/* CPython's float_pow calls the C library's pow() for a finite positive base and a finite
 * exponent, and raises OverflowError when the result overflows: that case inline. The
 * exponent is hidden from gcc, which would otherwise fold pow(x, 2.0) into x * x even
 * without -ffast-math: glibc's pow is not correctly rounded, and x * x differs from it
 * (and from CPython) in the last bit for about 1 double in 2,000 (docs/runtime.md). */
/* x ** 2 and x ** 0.5 without pow(), returning pow()'s own bit pattern. glibc's pow
 * (sysdeps/ieee754/dbl-64/e_pow.c) bounds its error by ulperr_exp + |y*log(x)| *
 * relerr_log * 2**53 ULP, with ulperr_exp = 0.511 ULP and relerr_log = 1.5 * 2**-68
 * (without an FMA; less with one): 0.512 ULP while |y*log(x)| <= 44.4, 0.5253 up to 624,
 * 0.5435 at its worst (1024 * ln 2). When the exact value lies within 1 - bound ULP of a
 * double, pow() can only return that double: the correctly rounded x * x or sqrt(x). The
 * margins below keep 0.005 ULP more for the "~=" of that formula. The exact error of
 * x * x and the exact remainder x - sqrt(x)**2 are doubles, computed by an FMA (the
 * hardware's when the CPU has one, even if the C is compiled without -mfma) or by
 * Dekker's product; when the exact value is closer to a rounding midpoint (1 call in
 * about 35 near 1.0, 1 in 15 far from it), pow() decides. The margin is taken in ULPs of
 * the double below the result, which halves it for a power of two (its lower neighbour
 * is half an ULP away). */
#define RPY_POW_HALF_SAFE_ULPS_NEAR 0.483 /* x in [2**-64, 2**64]: |log(x) / 2| <= 22.2 */
#define RPY_POW_HALF_SAFE_ULPS_FAR 0.465  /* x in [2**-900, 2**900]: <= 312 */
#define RPY_POW_TWO_SAFE_ULPS_NEAR 0.482  /* |x| in [2**-32, 2**32]: |2 log(x)| <= 44.4 */
#define RPY_POW_TWO_SAFE_ULPS_FAR 0.45    /* |x| in [2**-400, 2**500]: <= 694 */

/* Whether rpy_fma_hw may run: compiled for an FMA, or asked of the CPU (libgcc reads
 * CPUID once, at start-up; the test is a load and a predictable branch). */
static inline int rpy_cpu_has_fma(void) {
#if defined(__FMA__)
    return 1;
#elif defined(__x86_64__) && defined(__GNUC__)
    return __builtin_cpu_supports("fma");
#else
    return 0;
#endif
}

/* a * b + c rounded once, by the FMA instruction (only when rpy_cpu_has_fma()). Without
 * -mfma gcc would call libm's fma(); the VEX instruction in an asm is correct on any CPU
 * that has it (no SSE/AVX transition cost: it clears the register's upper half). */
static inline double rpy_fma_hw(double a, double b, double c) {
#if defined(__FMA__) || !defined(__x86_64__) || !defined(__GNUC__)
    return __builtin_fma(a, b, c);
#else
    __asm__("vfmadd231sd %2, %1, %0" : "+x"(c) : "x"(a), "x"(b));
    return c;
#endif
}

/* The exact a * a - hi for hi = a * a rounded, by Dekker's product; |a| < 2**500. */
static inline double rpy_square_error_dekker(double a, double hi) {
    double split = a * 134217729.0; /* 2**27 + 1: Veltkamp's split into 26-bit halves */
    double ah = split - (split - a), al = a - ah;
    return ((ah * ah - hi) + 2.0 * ah * al) + al * al;
}

/* The exact a * a - hi for hi = a * a rounded. */
static inline double rpy_square_error(double a, double hi) {
    if (__builtin_expect(rpy_cpu_has_fma(), 1)) return rpy_fma_hw(a, a, -hi);
    return rpy_square_error_dekker(a, hi);
}

/* The exact x - s * s for s = sqrt(x) correctly rounded (a double). */
static inline double rpy_sqrt_remainder(double x, double s) {
    if (__builtin_expect(rpy_cpu_has_fma(), 1)) return rpy_fma_hw(-s, s, x);
    return (x - s * s) - rpy_square_error_dekker(s, s * s);
}

/* The ULP of the double below a positive normal double a, times 2**52. */
static inline double rpy_ulp_below_2p52(double a) {
    uint64_t bits;
    double p;
    memcpy(&bits, &a, sizeof bits);
    bits = (bits - 1) & 0x7ff0000000000000ULL;
    memcpy(&p, &bits, sizeof p);
    return p;
}

/* Whether sqrt(x) is pow(x, 0.5) for x in [2**-900, 2**900], within `ulps`. */
static inline int rpy_sqrt_is_pow_half(double x, double s, double ulps) {
    /* the exact root is s + remainder / (2 s): its distance from s in ULPs */
    double margin = (ulps * 2.0 * 0x1p-52) * s * rpy_ulp_below_2p52(s);
    return __builtin_fabs(rpy_sqrt_remainder(x, s)) < margin;
}

/* Whether a * a (= hi) is pow(a, 2.0) for |a| in [2**-400, 2**500], within `ulps`. */
static inline int rpy_square_is_pow_two(double a, double hi, double ulps) {
    return __builtin_fabs(rpy_square_error(a, hi)) < ulps * 0x1p-52 * rpy_ulp_below_2p52(hi);
}

/* x ** 0.5 off the fast path: far from 1.0, midpoints, zeros, negatives, inf, NaN. */
__attribute__((noinline, cold, unused)) static int rpy_float_pow_half_slow(double x, double *r) {
    if (x >= 0x1p-900 && x <= 0x1p900) {
        double s = __builtin_sqrt(x);
        if (rpy_sqrt_is_pow_half(x, s, RPY_POW_HALF_SAFE_ULPS_FAR)) {
            *r = s;
            return 1;
        }
    }
    double y = 0.5;
    RPY_OPAQUE_DOUBLE(y);
    if (x > 0.0 && __builtin_isfinite(x)) {
        *r = pow(x, y);
        return 1; /* sqrt of a finite positive double never overflows */
    }
    *r = rpy_float_pow(x, y);
    return !rpy_exc_occurred();
}

static inline int rpy_float_pow_half_ok(double x, double *r) {
    if (__builtin_expect(x >= 0x1p-64 && x <= 0x1p64, 1)) {
        double s = __builtin_sqrt(x);
        if (__builtin_expect(rpy_sqrt_is_pow_half(x, s, RPY_POW_HALF_SAFE_ULPS_NEAR), 1)) {
            *r = s;
            return 1;
        }
    }
    return rpy_float_pow_half_slow(x, r);
}

/* x ** 2 off the fast path. */
__attribute__((noinline, cold, unused)) static int rpy_float_pow_two_slow(double x, double *r) {
    double a = __builtin_fabs(x); /* pow(-a, 2.0) is pow(a, 2.0): an even integral power */
    if (a >= 0x1p-400 && a <= 0x1p500) {
        double hi = a * a;
        if (rpy_square_is_pow_two(a, hi, RPY_POW_TWO_SAFE_ULPS_FAR)) {
            *r = hi;
            return 1;
        }
    }
    double y = 2.0;
    RPY_OPAQUE_DOUBLE(y);
    if (x > 0.0 && __builtin_isfinite(x)) {
        double p = pow(x, y);
        if (__builtin_isfinite(p)) {
            *r = p;
            return 1;
        }
    }
    *r = rpy_float_pow(x, y);
    return !rpy_exc_occurred();
}

static inline int rpy_float_pow_two_ok(double x, double *r) {
    double a = __builtin_fabs(x);
    if (__builtin_expect(a >= 0x1p-32 && a <= 0x1p32, 1)) {
        double hi = a * a;
        if (__builtin_expect(rpy_square_is_pow_two(a, hi, RPY_POW_TWO_SAFE_ULPS_NEAR), 1)) {
            *r = hi;
            return 1;
        }
    }
    return rpy_float_pow_two_slow(x, r);
}

static inline int rpy_float_pow_ok(double x, double y, double *r) {
    /* GenC passes a constant exponent as a literal: 2 and 0.5 have their own paths */
    if (__builtin_constant_p(y) && y == 0.5) return rpy_float_pow_half_ok(x, r);
    if (__builtin_constant_p(y) && y == 2.0) return rpy_float_pow_two_ok(x, r);
    if (__builtin_expect(x > 0.0 && __builtin_isfinite(x) && __builtin_isfinite(y), 1)) {
        double p;
        RPY_OPAQUE_DOUBLE(y);
        p = pow(x, y);
        if (__builtin_expect(__builtin_isfinite(p), 1)) {
            *r = p;
            return 1;
        }
    }
    *r = rpy_float_pow(x, y);
    return !rpy_exc_occurred();
}

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

#ifdef RPY_GC_GENERATIONAL
/* A young object's hash is the address it will have once moved out of the nursery
 * (runtime/gc/rpy_gc_generational.c reserves it). */
extern char *rpy_gc_nursery_start;
extern size_t rpy_gc_nursery_size;
void *rpy_gc_young_identity(void *p);
#endif
/* Objects hash by address; the low bits are alignment zeros, so rotate them away. */
static inline long rpy_hash_ptr(void *p) {
    unsigned long y;
#ifdef RPY_GC_GENERATIONAL
    if ((size_t)((char *)p - rpy_gc_nursery_start) < rpy_gc_nursery_size)
        p = rpy_gc_young_identity(p);
#endif
    y = (unsigned long)p;
    long h = (long)((y >> 4) | (y << (8 * sizeof(unsigned long) - 4)));
    return h == -1 ? -2 : h;
}

static inline int rpy_eq_long(long a, long b) { return a == b; }
static inline int rpy_eq_double(double a, double b) { return a == b; }
static inline int rpy_eq_char(unsigned int a, unsigned int b) { return a == b; }
static inline int rpy_eq_ptr(void *a, void *b) { return a == b; }
static inline int rpy_lt_long(long a, long b) { return a < b; }
static inline int rpy_lt_double(double a, double b) { return a < b; }
/* Characters are code points (UTF-8 byte order is code point order, so chars and strs
 * agree). */
static inline int rpy_lt_char(unsigned int a, unsigned int b) { return a < b; }

/* ---------------------------------------------------------------- dicts */

#include "rpy_dict.h"
#include "rpy_dict_slice.h"

/* ---------------------------------------------------------------- sets */

#include "rpy_set.h"

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
rpy_string *rpy_os_urandom(long n);
long rpy_os_open(rpy_string *path, long flags, long mode);
void rpy_os_close(long fd);

/* rpy_file.c: what rlib/rfile.py's file objects are made of. Errors come back as
 * errno values (rpy_file_open and rpy_file_seek: negated), which rlib turns into
 * CPython's OSError subclasses. */
long rpy_file_open(rpy_string *path, long flags, long mode); /* fd, or -errno */
rpy_string *rpy_file_strerror(long err);
long rpy_file_write(long fd, rpy_string *s); /* buffered; 0 or errno */
long rpy_file_flush(long fd);
long rpy_file_close(long fd);
void rpy_files_flush_all(void); /* at exit */
long rpy_file_seek(long fd, long pos, long whence); /* new offset, or -errno */
long rpy_file_stat_kind(rpy_string *path);          /* 0 none, 1 file, 2 dir, 3 other */
long rpy_file_unlink(rpy_string *path);
long rpy_file_rmdir(rpy_string *path);
long rpy_file_mkdir(rpy_string *path, long mode);
long rpy_file_utf8_complete(rpy_string *b);
long rpy_file_find_byte(rpy_string *data, long byte, long start);
rpy_string *rpy_file_decode(rpy_string *b, long kind); /* 0 UTF-8, 1 ASCII, 2 Latin-1 */
rpy_string *rpy_file_encode(rpy_string *s, long kind);

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
double rpy_math_sinh(double x);
double rpy_math_cosh(double x);
double rpy_math_tanh(double x);
double rpy_math_asinh(double x);
double rpy_math_acosh(double x);
double rpy_math_atanh(double x);
double rpy_math_expm1(double x);
double rpy_math_log1p(double x);
double rpy_math_erf(double x);
double rpy_math_erfc(double x);
double rpy_math_degrees(double x);
double rpy_math_radians(double x);
double rpy_math_remainder(double x, double y);
double rpy_math_ldexp(double x, long exp);
double rpy_math_frexp_mantissa(double x);
long rpy_math_frexp_exponent(double x);
double rpy_math_modf_fraction(double x);
double rpy_math_modf_integral(double x);
int rpy_math_isclose(double a, double b);
long rpy_math_gcd(long a, long b);
long rpy_math_isqrt(long n);
long rpy_math_factorial(long n);

/* ---------------------------------------------------------------- program start */

/* Defined by the generated program; rpy_main.c calls it. */
long rpy_entry_point(rpy_list_str *argv);

#ifdef __cplusplus
}
#endif

#endif /* RPY_H */
