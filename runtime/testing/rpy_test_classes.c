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
 *       10 ValueError: 11 UnicodeError: 12 UnicodeEncodeError, 13 UnicodeDecodeError
 *       14 TypeError
 *       15 RuntimeError: 16 NotImplementedError, 17 RecursionError
 *       18 AttributeError
 *       19 OSError
 *       20 MemoryError
 *     21 SystemExit
 *     22 KeyboardInterrupt */
#include "runtime/rpy.h"

/* Test binaries have no rpy_main.c: start the collector before any test runs. */
__attribute__((constructor)) static void start_gc(void) { rpy_gc_startup(NULL, 0); }

#define NAME(var, text) RPY_STRING_CONSTANT(var, sizeof(text) - 1, text)
#define CLASS(id, min, max, text)                                      \
    NAME(name_##id, text);                                             \
    static rpy_vtable vt_##id = {min, max, (rpy_string *)&name_##id};  \
    rpy_vtable *const rpy_cls_##id = &vt_##id

CLASS(BaseException, 0, 22, "BaseException");
CLASS(Exception, 1, 20, "Exception");
CLASS(StopIteration, 2, 2, "StopIteration");
CLASS(ArithmeticError, 3, 5, "ArithmeticError");
CLASS(OverflowError, 4, 4, "OverflowError");
CLASS(ZeroDivisionError, 5, 5, "ZeroDivisionError");
CLASS(AssertionError, 6, 6, "AssertionError");
CLASS(LookupError, 7, 9, "LookupError");
CLASS(IndexError, 8, 8, "IndexError");
CLASS(KeyError, 9, 9, "KeyError");
CLASS(ValueError, 10, 13, "ValueError");
CLASS(UnicodeError, 11, 13, "UnicodeError");
CLASS(UnicodeEncodeError, 12, 12, "UnicodeEncodeError");
CLASS(UnicodeDecodeError, 13, 13, "UnicodeDecodeError");
CLASS(TypeError, 14, 14, "TypeError");
CLASS(RuntimeError, 15, 17, "RuntimeError");
CLASS(NotImplementedError, 16, 16, "NotImplementedError");
CLASS(RecursionError, 17, 17, "RecursionError");
CLASS(AttributeError, 18, 18, "AttributeError");
CLASS(OSError, 19, 19, "OSError");
CLASS(MemoryError, 20, 20, "MemoryError");
CLASS(SystemExit, 21, 21, "SystemExit");
CLASS(KeyboardInterrupt, 22, 22, "KeyboardInterrupt");
