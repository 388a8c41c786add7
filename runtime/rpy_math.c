/* rpy_math.c: the math module.  CPython wraps libm so that a NaN result from a non-NaN
 * argument is ValueError("math domain error") and an infinite result from a finite
 * argument is OverflowError("math range error") (or a domain error for poles such as
 * log(0)); the same checks are made here. */
#include <limits.h>
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

/* The length of a vector of n magnitudes (each |x|, none NaN or infinite) whose largest
 * is `max`, as CPython 3.11's math.hypot and math.dist compute it (vector_norm in its
 * mathmodule.c), not libm's hypot, whose last bit differs for about one pair in 150.
 * Each coordinate is scaled by a power of two so that the largest lies in [0.5, 1) and
 * split into halves of 26 bits (Dekker), so that its square is the exact sum of three
 * terms, each added to the total with its rounding error kept apart; the square root
 * is then corrected once by the residual. When the largest is subnormal (its scale
 * would overflow), the ratios to it are summed instead, as CPython 3.11 does. An
 * overflow is inf, not OverflowError, as in CPython. */
static void add_compensated(double *sum, double *error, double x) {
    double old = *sum;
    *sum += x;
    *error += (old - *sum) + x;
}

static double vector_norm(long n, const double *v, double max) {
    const double split = 134217729.0; /* 2**27 + 1 */
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0;
    if (max == 0.0 || n <= 1) return max;
    int max_e;
    frexp(max, &max_e);
    if (max_e < -1023) {
        for (long i = 0; i < n; i++) {
            double x = v[i] / max;
            add_compensated(&csum, &frac1, x * x);
        }
        return max * sqrt(csum - 1.0 + frac1);
    }
    double scale = ldexp(1.0, -max_e);
    for (long i = 0; i < n; i++) {
        double x = v[i] * scale;
        double t = x * split;
        double hi = t - (t - x), lo = x - hi;
        add_compensated(&csum, &frac1, hi * hi);
        add_compensated(&csum, &frac2, 2.0 * hi * lo);
        frac3 += lo * lo;
    }
    double h = sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
    double t = h * split;
    double hi = t - (t - h), lo = h - hi;
    add_compensated(&csum, &frac1, -hi * hi);
    add_compensated(&csum, &frac2, -2.0 * hi * lo);
    add_compensated(&csum, &frac3, -lo * lo);
    double residual = csum - 1.0 + (frac1 + frac2 + frac3);
    return (h + residual / (2.0 * h)) / scale;
}

/* math.hypot(x, y): an infinity wins over a NaN. */
double rpy_math_hypot(double x, double y) {
    double v[2] = {fabs(x), fabs(y)};
    double max = v[0] > v[1] ? v[0] : v[1];
    if (isinf(v[0]) || isinf(v[1])) return INFINITY;
    if (isnan(x) || isnan(y)) return NAN;
    return vector_norm(2, v, max);
}

/* floor, ceil and trunc return ints in Python 3. */
long rpy_math_floor(double x) { return rpy_int_from_float(floor(x)); }
long rpy_math_ceil(double x) { return rpy_int_from_float(ceil(x)); }
long rpy_math_trunc(double x) { return rpy_int_from_float(x); }

int rpy_math_isnan(double x) { return isnan(x) != 0; }
int rpy_math_isinf(double x) { return isinf(x) != 0; }
int rpy_math_isfinite(double x) { return isfinite(x) != 0; }

/* The hyperbolic, error and log1p/expm1 functions: libm's results (CPython 3.11 calls
 * the same libm functions), with CPython's domain and range checks. */
double rpy_math_sinh(double x) { return check1(x, sinh(x), 1); }
double rpy_math_cosh(double x) { return check1(x, cosh(x), 1); }
double rpy_math_tanh(double x) { return check1(x, tanh(x), 0); }
double rpy_math_asinh(double x) { return check1(x, asinh(x), 0); }
double rpy_math_acosh(double x) { return check1(x, acosh(x), 0); }
double rpy_math_atanh(double x) { return check1(x, atanh(x), 0); }
double rpy_math_expm1(double x) { return check1(x, expm1(x), 1); }
double rpy_math_erf(double x) { return check1(x, erf(x), 0); }
double rpy_math_erfc(double x) { return check1(x, erfc(x), 0); }
double rpy_math_log1p(double x) {
    if (x == 0.0) return x; /* keeps the sign of zero, as CPython's m_log1p */
    return check1(x, log1p(x), 0);
}

/* CPython multiplies by its constants pi/180 and 180/pi. */
double rpy_math_degrees(double x) { return x * (180.0 / 3.141592653589793); }
double rpy_math_radians(double x) { return x * (3.141592653589793 / 180.0); }

double rpy_math_remainder(double x, double y) {
    if (isnan(x)) return x;
    if (isnan(y)) return y;
    if (isinf(x) || y == 0.0) return domain_error();
    if (isinf(y)) return x;
    return remainder(x, y); /* exact: the IEEE remainder has one correct result */
}

double rpy_math_ldexp(double x, long exp) {
    double r;
    if (x == 0.0 || !isfinite(x)) return x;
    if (exp > INT_MAX) return range_error();
    if (exp < INT_MIN) return copysign(0.0, x);
    r = ldexp(x, (int)exp);
    if (isinf(r)) return range_error();
    return r;
}

/* frexp and modf return pairs: one function per item, the RTyper builds the tuple. */
double rpy_math_frexp_mantissa(double x) {
    int e = 0;
    if (isnan(x) || isinf(x) || x == 0.0) return x;
    return frexp(x, &e);
}

long rpy_math_frexp_exponent(double x) {
    int e = 0;
    if (isnan(x) || isinf(x) || x == 0.0) return 0;
    frexp(x, &e);
    return e;
}

double rpy_math_modf_fraction(double x) {
    double integral;
    if (isinf(x)) return copysign(0.0, x);
    if (isnan(x)) return x;
    return modf(x, &integral);
}

double rpy_math_modf_integral(double x) {
    double integral;
    if (isinf(x) || isnan(x)) return x;
    modf(x, &integral);
    return integral;
}

int rpy_math_isclose(double a, double b) {
    const double rel_tol = 1e-09;
    double diff;
    if (a == b) return 1;
    if (isinf(a) || isinf(b)) return 0;
    diff = fabs(b - a);
    return diff <= fabs(rel_tol * b) || diff <= fabs(rel_tol * a);
}

long rpy_math_gcd(long a, long b) {
    unsigned long x = a < 0 ? -(unsigned long)a : (unsigned long)a;
    unsigned long y = b < 0 ? -(unsigned long)b : (unsigned long)b;
    while (y != 0) {
        unsigned long t = x % y;
        x = y;
        y = t;
    }
    if (x > (unsigned long)LONG_MAX) {
        rpy_raise_builtin(rpy_cls_OverflowError, "math.gcd() result does not fit in 64 bits");
        return 0;
    }
    return (long)x;
}

long rpy_math_isqrt(long n) {
    unsigned long lo = 0, hi;
    if (n < 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "isqrt() argument must be nonnegative");
        return 0;
    }
    /* The largest r with r * r <= n, by bisection over [0, 2**32). */
    hi = 4294967296UL;
    while (hi - lo > 1) {
        unsigned long mid = lo + (hi - lo) / 2;
        if (mid * mid <= (unsigned long)n)
            lo = mid;
        else
            hi = mid;
    }
    return (long)lo;
}

long rpy_math_factorial(long n) {
    long r = 1;
    if (n < 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "factorial() not defined for negative values");
        return 0;
    }
    if (n > 20) {
        /* CPython's result is a big integer; a machine word holds up to 20!. */
        rpy_raise_builtin(rpy_cls_OverflowError, "factorial() result does not fit in 64 bits");
        return 0;
    }
    while (n > 1) r *= n--;
    return r;
}
