/* rpy_test_classes.c: a builtin exception hierarchy for the runtime's own tests.
 *
 * Translated programs define these vtables themselves.  Classes are numbered in preorder
 * so that each class's subclasses form the range [subclass_min, subclass_max]:
 *
 *   0 BaseException
 *     1 Exception
 *       2 StopIteration
 *       3 ArithmeticError: 4 OverflowError, 5 ZeroDivisionError
 *       6 AssertionError
 *       7 LookupError: 8 IndexError, 9 KeyError
 *       10 ValueError
 *       11 TypeError
 *       12 RuntimeError: 13 NotImplementedError
 *       14 AttributeError
 *       15 OSError
 *       16 MemoryError
 *     17 SystemExit */
#include "runtime/rpy.h"

/* Test binaries have no rpy_main.c: start the collector before any test runs. */
__attribute__((constructor)) static void start_gc(void) { rpy_gc_startup(NULL, 0); }

#define NAME(var, text) RPY_STRING_CONSTANT(var, sizeof(text) - 1, text)
#define CLASS(id, min, max, text)                                      \
    NAME(name_##id, text);                                             \
    static rpy_vtable vt_##id = {min, max, (rpy_string *)&name_##id};  \
    rpy_vtable *const rpy_cls_##id = &vt_##id

CLASS(BaseException, 0, 17, "BaseException");
CLASS(Exception, 1, 16, "Exception");
CLASS(StopIteration, 2, 2, "StopIteration");
CLASS(ArithmeticError, 3, 5, "ArithmeticError");
CLASS(OverflowError, 4, 4, "OverflowError");
CLASS(ZeroDivisionError, 5, 5, "ZeroDivisionError");
CLASS(AssertionError, 6, 6, "AssertionError");
CLASS(LookupError, 7, 9, "LookupError");
CLASS(IndexError, 8, 8, "IndexError");
CLASS(KeyError, 9, 9, "KeyError");
CLASS(ValueError, 10, 10, "ValueError");
CLASS(TypeError, 11, 11, "TypeError");
CLASS(RuntimeError, 12, 13, "RuntimeError");
CLASS(NotImplementedError, 13, 13, "NotImplementedError");
CLASS(AttributeError, 14, 14, "AttributeError");
CLASS(OSError, 15, 15, "OSError");
CLASS(MemoryError, 16, 16, "MemoryError");
CLASS(SystemExit, 17, 17, "SystemExit");
