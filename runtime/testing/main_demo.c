/* main_demo.c: a hand-written "translated program" for main_test.sh, exercising
 * rpy_main.c: argv, the exit status, stdout buffering and uncaught exceptions. */
#include <string.h>

#include "runtime/rpy.h"

RPY_STRING_CONSTANT(my_error_name, 7, "MyError");
static rpy_vtable my_error_vtable = {10, 10, (rpy_string *)&my_error_name}; /* a ValueError */

static int arg_is(rpy_list_str *argv, long i, const char *text) {
    return argv->length > i && strcmp(argv->items[i]->chars, text) == 0;
}

long rpy_entry_point(rpy_list_str *argv) {
    long i;
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
    rpy_print_cstr("usage: main_demo print|exit|raise|interrupt|badint|user|mixed|lines ...\n");
    return 2;
}
