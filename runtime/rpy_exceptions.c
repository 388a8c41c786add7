/* rpy_exceptions.c: the RPython exception state.
 *
 * A raising function stores the exception here and returns a dummy value; every caller
 * tests rpy_exc_type.  Builtin exceptions carry only a message. */
#include "rpy.h"

rpy_vtable *rpy_exc_type = NULL;
rpy_object *rpy_exc_value = NULL;

void rpy_raise(rpy_object *value) {
    rpy_exc_type = value->typeptr;
    rpy_exc_value = value;
}

/* Every for loop ends with StopIteration, so it must not allocate: one shared instance
 * (it has no message, and instances of builtin exceptions are never mutated). */
static rpy_exception stop_iteration_instance;

void rpy_raise_builtin_str(rpy_vtable *cls, rpy_string *msg) {
    rpy_exception *e;
    if (msg == NULL && cls == rpy_cls_StopIteration) {
        stop_iteration_instance.base.typeptr = cls;
        rpy_raise(&stop_iteration_instance.base);
        return;
    }
    e = (rpy_exception *)rpy_malloc(sizeof(rpy_exception));
    e->base.typeptr = cls;
    e->msg = msg;
    rpy_raise(&e->base);
}

void rpy_raise_builtin(rpy_vtable *cls, const char *msg) {
    rpy_raise_builtin_str(cls, msg != NULL ? rpy_str_from_cstr(msg) : NULL);
}

void rpy_clear_exception(void) {
    rpy_exc_type = NULL;
    rpy_exc_value = NULL;
}

int rpy_exc_matches(rpy_vtable *cls) {
    return rpy_exc_type != NULL && rpy_vtable_issubclass(rpy_exc_type, cls);
}
