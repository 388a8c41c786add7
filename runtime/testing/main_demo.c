/* main_demo.c: a hand-written "translated program" for main_test.sh, exercising
 * rpy_main.c: argv, the exit status, stdout buffering and uncaught exceptions. */
#include <string.h>

#include "runtime/rpy.h"

RPY_STRING_CONSTANT(my_error_name, 7, "MyError");
static rpy_vtable my_error_vtable = {10, 10, (rpy_string *)&my_error_name}; /* a ValueError */

static int arg_is(rpy_list_str *argv, long i, const char *text) {
    return argv->length > i && strcmp(argv->items[i]->chars, text) == 0;
}

/* A recursion as generated code makes it (passes/transform/stack_check.h): a stack
 * check before the recursive call, the exception check after it. Never ends. */
static long recurse(long n) {
    volatile char frame[64];
    frame[n & 63] = 1;
    if (n < 0) return 0;
    if (rpy_stack_check_failed()) return 0;
    long r = recurse(n + 1);
    RPY_INHIBIT_TAIL_CALL();
    if (rpy_exc_occurred()) return 0;
    return r + frame[0];
}

/* As deep as asked, with the same checks: the stack is usable again after a failure. */
static long descend(long n) {
    if (n == 0) return 0;
    if (rpy_stack_check_failed()) return 0;
    long r = descend(n - 1);
    RPY_INHIBIT_TAIL_CALL();
    if (rpy_exc_occurred()) return 0;
    return r + 1;
}

/* A recursion without checks (C code the pass does not see): the memory fault at the
 * stack's end is still reported as a RecursionError. */
static long unchecked(long n) {
    volatile char frame[128];
    frame[n & 127] = 1;
    if (n < 0) return 0;
    long r = unchecked(n + 1);
    RPY_INHIBIT_TAIL_CALL();
    return r + frame[0];
}

long rpy_entry_point(rpy_list_str *argv) {
    long i;
    if (arg_is(argv, 1, "recurse")) { /* `recurse catch`: catch it, then recurse again */
        rpy_print_cstr("before\n");
        recurse(0);
        if (!arg_is(argv, 2, "catch")) return -1;
        if (!rpy_exc_matches(rpy_cls_RecursionError)) return 3;
        rpy_print_str(rpy_exc_str(rpy_exc_value));
        rpy_print_cstr("\n");
        rpy_clear_exception();
        rpy_print_str(rpy_str_from_int(descend(10000)));
        rpy_print_cstr("\n");
        return rpy_exc_occurred() ? 4 : 0;
    }
    if (arg_is(argv, 1, "unchecked")) {
        rpy_print_cstr("before\n");
        return unchecked(0);
    }
    if (arg_is(argv, 1, "print")) { /* print(repr(arg)) for every argument */
        for (i = 2; i < argv->length; i++) {
            rpy_print_str(rpy_str_repr(argv->items[i]));
            rpy_print_cstr("\n");
        }
        return 0;
    }
    if (arg_is(argv, 1, "exit")) return rpy_int_from_str(argv->items[2]);
    if (arg_is(argv, 1, "raise")) {
        rpy_print_cstr("before\n");
        rpy_raise_builtin_str(rpy_cls_ValueError, argv->length > 2 ? argv->items[2] : NULL);
        return -1;
    }
    if (arg_is(argv, 1, "interrupt")) { /* raise KeyboardInterrupt, uncaught */
        rpy_print_cstr("before\n");
        rpy_raise_builtin_str(rpy_cls_KeyboardInterrupt, NULL);
        return -1;
    }
    if (arg_is(argv, 1, "badint")) return rpy_int_from_str(argv->items[2]);
    if (arg_is(argv, 1, "user")) {
        rpy_exception *e = (rpy_exception *)rpy_malloc(sizeof(rpy_exception));
        e->base.typeptr = &my_error_vtable;
        e->msg = rpy_str_from_cstr("something went wrong");
        rpy_raise(&e->base);
        return -1;
    }
    if (arg_is(argv, 1, "mixed")) { /* os.write overtakes buffered print() output */
        rpy_print_cstr("a\n");
        rpy_os_write(1, rpy_str_from_cstr("b\n"));
        rpy_print_cstr("c\n");
        return 0;
    }
    if (arg_is(argv, 1, "lines")) {
        for (i = 0; i < 100000; i++) {
            rpy_print_str(rpy_str_from_int(i));
            rpy_print_cstr("\n");
        }
        return 0;
    }
    rpy_print_cstr("usage: main_demo print|exit|raise|interrupt|badint|user|mixed|lines|recurse|unchecked ...\n");
    return 2;
}
