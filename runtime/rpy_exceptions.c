/* rpy_exceptions.c: the RPython exception state.
 *
 * A raising function stores the exception here and returns a dummy value; every caller
 * tests rpy_exc_type.  Builtin exceptions carry only a message. */
#include "rpy.h"

#include <stdio.h>
#include <stdlib.h>

rpy_vtable *rpy_exc_type = NULL;
rpy_object *rpy_exc_value = NULL;

void rpy_raise(rpy_object *value) {
    rpy_exc_type = value->typeptr;
    rpy_exc_value = value;
}

/* Every for loop ends with StopIteration, so it must not allocate: one shared instance
 * (it has no message, and instances of builtin exceptions are never mutated). */
static rpy_exception stop_iteration_instance;

/* Room after the runtime's own fields for the attributes a program's classes may give a
 * builtin exception class (rlib/rfile.py sets errno, strerror and filename on OSError):
 * an instance raised here reads them as 0 and None instead of past its end. */
#define EXCEPTION_SPARE_WORDS 4

/* Raises a new instance of cls whose argument shows as `kind` says (msg NULL: none). */
static void raise_new(rpy_vtable *cls, rpy_string *msg, long kind) {
    rpy_exception *e = (rpy_exception *)rpy_malloc_typed(
        RPY_TID_EXCEPTION, sizeof(rpy_exception) + EXCEPTION_SPARE_WORDS * sizeof(void *));
    e->base.typeptr = cls;
    RPY_RC_ASSIGN(e->msg, msg);
    e->arg_kind = msg != NULL ? kind : RPY_EXC_NO_ARG;
    rpy_raise(&e->base);
}

/* An allocation that fails raises MemoryError: it must not allocate either, so it is one
 * shared static instance (no message, like CPython's; a collector ignores static data). */
static struct {
    rpy_exception e;
    void *spare[EXCEPTION_SPARE_WORDS];
} memory_error_instance;

void rpy_raise_memory_error(void) {
    memory_error_instance.e.base.typeptr = rpy_cls_MemoryError;
    memory_error_instance.e.msg = NULL;
    memory_error_instance.e.arg_kind = RPY_EXC_NO_ARG;
    rpy_raise(&memory_error_instance.e.base);
}

uintptr_t rpy_stack_limit = 0;

/* A new instance each time, as CPython raises: the stack check leaves its margin
 * (rpy_main.c) for this allocation and what the handler does. */
void rpy_raise_recursion_error(void) {
    rpy_raise_builtin(rpy_cls_RecursionError, "maximum recursion depth exceeded");
}

void rpy_raise_builtin_str(rpy_vtable *cls, rpy_string *msg) {
    if (msg == NULL && cls == rpy_cls_StopIteration) {
        stop_iteration_instance.base.typeptr = cls;
        rpy_raise(&stop_iteration_instance.base);
        return;
    }
    raise_new(cls, msg, RPY_EXC_STR_ARG);
}

void rpy_raise_with_repr(rpy_vtable *cls, rpy_string *msg, rpy_string *arg_repr) {
    raise_new(cls, msg, RPY_EXC_OWN_REPR);
    RPY_RC_ASSIGN(((rpy_exception *)rpy_exc_value)->arg_repr, arg_repr);
}

/* key_repr is NULL from a dict whose keys have no repr: no argument shown. */
void rpy_raise_key_error(rpy_string *key_repr) {
    raise_new(rpy_cls_KeyError, key_repr, RPY_EXC_SHOWN_ARG);
}

void rpy_exc_init_arg(rpy_object *e, rpy_string *msg, long kind, rpy_string *arg_repr) {
    rpy_exception *x = (rpy_exception *)e;
    if (kind == RPY_EXC_STR_OR_NONE) {
        kind = msg != NULL ? RPY_EXC_STR_ARG : RPY_EXC_SHOWN_ARG;
        if (msg == NULL) msg = rpy_str_from_cstr("None");
    }
    RPY_GC_WRITE_BARRIER(x); /* x may be old (the generational collector) */
    RPY_RC_ASSIGN(x->msg, msg);
    x->arg_kind = kind;
    RPY_RC_ASSIGN(x->arg_repr, arg_repr);
}

/* BaseException(a, b, ...): str(e) is repr(args), repr(e) the class's name then repr(args)
 * (the argument text shown between the parentheses is repr(args) without its own). */
void rpy_exc_init_args(rpy_object *e, rpy_string *args_repr) {
    rpy_exc_init_arg(e, args_repr, RPY_EXC_OWN_REPR,
                     rpy_str_slice_bytes(args_repr, 1, args_repr->length - 1));
}

/* BaseException.__str__ is str(args[0]); KeyError.__str__ is repr(args[0]). */
rpy_string *rpy_exc_str(rpy_object *e) {
    rpy_exception *x = (rpy_exception *)e;
    if (x->msg == NULL) return rpy_str_from_cstr("");
    if (x->arg_kind == RPY_EXC_STR_ARG && rpy_vtable_issubclass(e->typeptr, rpy_cls_KeyError))
        return rpy_str_repr(x->msg);
    return x->msg;
}

/* BaseException.__repr__: the class's name, then the argument's repr in parentheses. */
rpy_string *rpy_exc_repr(rpy_object *e) {
    rpy_exception *x = (rpy_exception *)e;
    rpy_string *arg;
    switch (x->msg != NULL ? x->arg_kind : RPY_EXC_NO_ARG) {
        case RPY_EXC_STR_ARG:
            arg = rpy_str_repr(x->msg);
            break;
        case RPY_EXC_SHOWN_ARG:
            arg = x->msg;
            break;
        case RPY_EXC_OWN_REPR:
            arg = x->arg_repr != NULL ? x->arg_repr : x->msg;
            break;
        default:
            arg = rpy_str_from_cstr("");
            break;
    }
    return rpy_str_concat(rpy_str_concat(rpy_str_concat(e->typeptr->name, rpy_str_from_cstr("(")),
                                         arg),
                          rpy_str_from_cstr(")"));
}

void rpy_raise_builtin(rpy_vtable *cls, const char *msg) {
    rpy_raise_builtin_str(cls, msg != NULL ? rpy_str_from_cstr(msg) : NULL);
}

void rpy_raise_no_setter(rpy_string *name, rpy_object *object) {
    rpy_string *msg = rpy_str_from_cstr("property '");
    msg = rpy_str_concat(msg, name);
    msg = rpy_str_concat(msg, rpy_str_from_cstr("' of '"));
    msg = rpy_str_concat(msg, object->typeptr->name);
    msg = rpy_str_concat(msg, rpy_str_from_cstr("' object has no setter"));
    rpy_raise_builtin_str(rpy_cls_AttributeError, msg);
}

void rpy_raise_extended_slice_size(long given, long size) {
    rpy_string *msg = rpy_str_from_cstr("attempt to assign sequence of size ");
    msg = rpy_str_concat(msg, rpy_str_from_int(given));
    msg = rpy_str_concat(msg, rpy_str_from_cstr(" to extended slice of size "));
    rpy_raise_builtin_str(rpy_cls_ValueError, rpy_str_concat(msg, rpy_str_from_int(size)));
}

void rpy_fatal_uncalled(const char *function) {
    rpy_stdout_flush();
    fprintf(stderr, "fatal error: %s was called, but the translation saw no call of it\n", function);
    abort();
}

/* Python's ints grow without bound; a translated program's are 64-bit words. An
 * arithmetic result whose exact value the program uses and that does not fit stops the
 * program here rather than printing a wrapped-around number (docs/runtime.md). */
void rpy_fatal_int_overflow(const char *function) {
    rpy_stdout_flush();
    fprintf(stderr,
            "fatal error: integer overflow in %s: the exact result does not fit in 64 bits "
            "(CPython's int would grow; a translated program's ints are machine words)\n",
            function);
    exit(1);
}

void rpy_fatal_complex_result(void) {
    rpy_stdout_flush();
    fprintf(stderr,
            "fatal error: a negative number raised to a fractional power: CPython's result is "
            "a complex number, which a translated program does not have\n");
    exit(1);
}

void rpy_check_callable(int is_none) {
    if (is_none) rpy_raise_builtin(rpy_cls_TypeError, "'NoneType' object is not callable");
}

void rpy_check_attribute(int is_none, rpy_string *name) {
    rpy_string *msg;
    if (!is_none) return;
    msg = rpy_str_concat(rpy_str_from_cstr("'NoneType' object has no attribute '"), name);
    rpy_raise_builtin_str(rpy_cls_AttributeError, rpy_str_concat(msg, rpy_str_from_cstr("'")));
}

void rpy_clear_exception(void) {
    rpy_exc_type = NULL;
    rpy_exc_value = NULL;
}

int rpy_exc_matches(rpy_vtable *cls) {
    return rpy_exc_type != NULL && rpy_vtable_issubclass(rpy_exc_type, cls);
}
