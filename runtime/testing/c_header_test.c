/* c_header_test.c: rpy.h and the container macros compiled as C (gnu11, -Wall -Wextra
 * -Werror, as generated code is), with a few behaviours checked from C. */
#include <gc.h>
#include <math.h>
#include <stdio.h>

#include "runtime/rpy.h"

typedef struct point {
    rpy_object base;
    long x, y;
} point;

static inline int point_lt(point *a, point *b) { return a->x < b->x; }

RPY_LIST_DEFINE(list_long, long, 1)
RPY_LIST_DEFINE_EQ_REPR(list_long, long, rpy_eq_long, rpy_str_from_int)
RPY_LIST_DEFINE_SORT(list_long, long, rpy_lt_long)
RPY_LIST_DEFINE(list_double, double, 1)
RPY_LIST_DEFINE_EQ_REPR(list_double, double, rpy_eq_double, rpy_str_from_float)
RPY_LIST_DEFINE_SORT(list_double, double, rpy_lt_double)
RPY_LIST_DEFINE(list_char, char, 1)
RPY_LIST_DEFINE_EQ(list_char, char, rpy_eq_char)
RPY_LIST_DEFINE_SORT(list_char, char, rpy_lt_char)
RPY_LIST_DEFINE(list_point, point *, 0)
RPY_LIST_DEFINE_EQ(list_point, point *, rpy_eq_ptr)
RPY_LIST_DEFINE_SORT(list_point, point *, point_lt)
RPY_LIST_DEFINE(list_list, list_long *, 0)
RPY_ARRAY_DEFINE(array_long, long, 1)
RPY_ARRAY_DEFINE_EQ_REPR(array_long, long, rpy_eq_long, rpy_str_from_int)
RPY_ARRAY_DEFINE_SORT(array_long, long, rpy_lt_long)
RPY_ARRAY_DEFINE(array_array, array_long *, 0)
RPY_ARRAY_DEFINE_EQ(array_array, array_long *, array_long_eq)

RPY_DICT_DEFINE_REPR(dict_str_long, rpy_string *, long, rpy_str_hash, rpy_eq_str, rpy_str_repr)
RPY_DICT_DEFINE_EQ(dict_str_long, rpy_eq_long)
RPY_DICT_DEFINE(dict_long_str, long, rpy_string *, rpy_hash_long, rpy_eq_long)
RPY_DICT_DEFINE_EQ(dict_long_str, rpy_eq_str)
RPY_DICT_DEFINE(dict_double_char, double, char, rpy_hash_double, rpy_eq_double)
RPY_DICT_DEFINE(dict_ptr_double, point *, double, rpy_hash_ptr, rpy_eq_ptr)

RPY_STRING_CONSTANT(const_hello, 5, "hello");
RPY_STRING_CONSTANT(const_empty, 0, "");

static int failures;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (!(cond)) {                                                       \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                      \
        }                                                                    \
    } while (0)

static int text_is(rpy_string *s, const char *text) {
    return s != NULL && (size_t)s->length == strlen(text) && memcmp(s->chars, text, strlen(text)) == 0;
}

static rpy_string *pending_message(void) {
    rpy_string *msg = rpy_exc_value ? ((rpy_exception *)rpy_exc_value)->msg : NULL;
    rpy_clear_exception();
    return msg;
}

int main(void) {
    list_long *l = list_long_new(0);
    list_point *pts = list_point_new(0);
    list_list *nested = list_list_new(0);
    dict_str_long *d = dict_str_long_new();
    dict_long_str *e = dict_long_str_new();
    dict_double_char *f = dict_double_char_new();
    dict_ptr_double *g = dict_ptr_double_new();
    point p[3] = {{{NULL}, 2, 0}, {{NULL}, 1, 1}, {{NULL}, 2, 2}};
    rpy_fmt_arg args[2];
    long i;

    GC_INIT();
    for (i = 5; i > 0; i--) list_long_append(l, i);
    list_long_sort(l, 0);
    CHECK(list_long_getitem(l, 0) == 1 && list_long_getitem(l, -1) == 5);
    list_long_index(l, 42);
    CHECK(rpy_exc_matches(rpy_cls_ValueError) && text_is(pending_message(), "42 is not in list"));
    {
        array_long *a = RPY_SEQ_COPY(array_long, l);
        array_array *grid = array_array_new(2);
        CHECK(a->length == 5 && array_long_eq(a, array_long_from_array(l->length, l->items)));
        array_long_setitem(a, -1, 9);
        CHECK(array_long_getitem(a, 4) == 9 && list_long_getitem(l, 4) == 5);
        array_long_getitem(a, -6);
        CHECK(rpy_exc_matches(rpy_cls_IndexError) &&
              text_is(pending_message(), "list index out of range"));
        array_long_sort(a, 1);
        CHECK(array_long_getitem(a, 0) == 9 && array_long_index(a, 1) == 4);
        array_array_setitem(grid, 0, a);
        array_array_setitem(grid, 1, array_long_copy(a));
        CHECK(array_array_count(grid, a) == 2);
    }
    list_list_append(nested, l);
    CHECK(list_list_getitem(nested, 0) == l);

    for (i = 0; i < 3; i++) list_point_append(pts, &p[i]);
    list_point_sort(pts, 0);
    CHECK(pts->items[0] == &p[1] && pts->items[1] == &p[0] && pts->items[2] == &p[2]);
    CHECK(list_point_contains(pts, &p[2]));

    dict_str_long_setitem(d, (rpy_string *)&const_hello, 1);
    dict_str_long_setitem(d, rpy_str_from_cstr("hello"), 2);
    CHECK(dict_str_long_len(d) == 1 && dict_str_long_getitem(d, (rpy_string *)&const_hello) == 2);
    dict_str_long_getitem(d, (rpy_string *)&const_empty);
    CHECK(rpy_exc_matches(rpy_cls_KeyError) && text_is(pending_message(), "''"));
    dict_long_str_setitem(e, 7, rpy_str_from_cstr("seven"));
    CHECK(text_is(dict_long_str_get(e, 7, NULL), "seven") && dict_long_str_get(e, 8, NULL) == NULL);
    dict_double_char_setitem(f, 1.5, 'x');
    CHECK(dict_double_char_getitem(f, 1.5) == 'x');
    dict_ptr_double_setitem(g, &p[0], 2.5);
    CHECK(dict_ptr_double_contains(g, &p[0]) && !dict_ptr_double_contains(g, &p[1]));

    args[0].kind = 'f';
    args[0].v.f = 0.1;
    args[1].kind = 's';
    args[1].v.s = (rpy_string *)&const_hello;
    CHECK(text_is(rpy_str_mod_format(rpy_str_from_cstr("%r %s!"), 2, args), "0.1 hello!"));
    CHECK(text_is(rpy_str_format_spec(&args[0], rpy_str_from_cstr(">9.3%")), "  10.000%"));
    CHECK(text_is(rpy_str_from_float(1e16), "1e+16"));
    CHECK(rpy_int_floordiv(-7, 2) == -4 && rpy_int_mod(-7, 2) == 1);
    CHECK(rpy_float_mod(-7.5, 2.0) == 0.5);

    if (failures == 0) printf("c_header_test: all checks passed\n");
    return failures != 0;
}
