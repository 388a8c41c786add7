/* rpy_math.c: the math module.  CPython wraps libm so that a NaN result from a non-NaN
 * argument is ValueError("math domain error") and an infinite result from a finite
 * argument is OverflowError("math range error") (or a domain error for poles such as
 * log(0)); the same checks are made here. */
#include <math.h>

#include "rpy_internal.h"

static double domain_error(void) {
    rpy_raise_builtin(rpy_cls_ValueError, "math domain error");
    return 0.0;
}

static double range_error(void) {
    rpy_raise_builtin(rpy_cls_OverflowError, "math range error");
    return 0.0;
}

/* can_overflow: an infinite result from a finite argument is an overflow, else a pole. */
static double check1(double x, double r, int can_overflow) {
    if (isnan(r) && !isnan(x)) return domain_error();
    if (isinf(r) && isfinite(x)) return can_overflow ? range_error() : domain_error();
    return r;
}

double rpy_math_sqrt(double x) { return check1(x, sqrt(x), 0); }
double rpy_math_exp(double x) { return check1(x, exp(x), 1); }
double rpy_math_sin(double x) { return check1(x, sin(x), 0); }
double rpy_math_cos(double x) { return check1(x, cos(x), 0); }
double rpy_math_tan(double x) { return check1(x, tan(x), 0); }
double rpy_math_asin(double x) { return check1(x, asin(x), 0); }
double rpy_math_acos(double x) { return check1(x, acos(x), 0); }
double rpy_math_atan(double x) { return atan(x); }
double rpy_math_atan2(double y, double x) { return atan2(y, x); }
double rpy_math_fabs(double x) { return fabs(x); }
double rpy_math_copysign(double x, double y) { return copysign(x, y); }

/* log of zero or of a negative number is a domain error (not -inf or nan). */
static double checked_log(double x, double (*f)(double)) {
    if (isnan(x) || (isinf(x) && x > 0)) return x;
    if (x <= 0.0) return domain_error();
    return f(x);
}

double rpy_math_log(double x) { return checked_log(x, log); }
double rpy_math_log10(double x) { return checked_log(x, log10); }
double rpy_math_log2(double x) { return checked_log(x, log2); }

double rpy_math_log_base(double x, double base) {
    double num = rpy_math_log(x), den;
    if (rpy_exc_type) return 0.0;
    den = rpy_math_log(base);
    if (rpy_exc_type) return 0.0;
    return rpy_float_truediv(num, den); /* log(x, 1): "float division by zero" */
}

double rpy_math_pow(double x, double y) {
    double r;
    /* math.pow follows C99 Annex F except that it raises where C signals an error. */
    if (isnan(x)) return y == 0.0 ? 1.0 : x;
    if (isnan(y)) return x == 1.0 ? 1.0 : y;
    if (!isfinite(x) || !isfinite(y)) return pow(x, y);
    if (x == 0.0 && y < 0.0) return domain_error();
    if (x < 0.0 && y != floor(y)) return domain_error();
    r = pow(x, y);
    if (isinf(r)) return range_error();
    return r;
}

double rpy_math_fmod(double x, double y) {
    if (isinf(y) && isfinite(x)) return x;
    if (isnan(x) || isnan(y)) return x + y;
    if (isinf(x) || y == 0.0) return domain_error();
    return fmod(x, y);
}

double rpy_math_hypot(double x, double y) {
    double r = hypot(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y)) return range_error();
    return r;
}

/* floor, ceil and trunc return ints in Python 3. */
long rpy_math_floor(double x) { return rpy_int_from_float(floor(x)); }
long rpy_math_ceil(double x) { return rpy_int_from_float(ceil(x)); }
long rpy_math_trunc(double x) { return rpy_int_from_float(x); }

int rpy_math_isnan(double x) { return isnan(x) != 0; }
int rpy_math_isinf(double x) { return isinf(x) != 0; }
int rpy_math_isfinite(double x) { return isfinite(x) != 0; }
