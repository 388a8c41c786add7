/* Numbers that may be an int or a float, where the program shows which (rpy.h,
 * rpy_mixed): CPython's arithmetic on the two types, with their own error messages. */
#include "rpy.h"
#include "rpy_internal.h"

static rpy_mixed mixed_int(long i) {
    rpy_mixed m = {i, 0.0, 1};
    return m;
}

static rpy_mixed mixed_float(double f) {
    rpy_mixed m = {0, f, 0};
    return m;
}

static rpy_mixed int_binary(char op, long a, long b) {
    long r = 0;
    switch (op) {
    case '+':
        if (__builtin_add_overflow(a, b, &r)) rpy_fatal_int_overflow("the + operator");
        return mixed_int(r);
    case '-':
        if (__builtin_sub_overflow(a, b, &r)) rpy_fatal_int_overflow("the - operator");
        return mixed_int(r);
    case '*':
        if (__builtin_mul_overflow(a, b, &r)) rpy_fatal_int_overflow("the * operator");
        return mixed_int(r);
    case '/':
        if (b == -1 && a == LONG_MIN) rpy_fatal_int_overflow("the // operator");
        return mixed_int(rpy_int_floordiv(a, b));
    case '%':
        return mixed_int(rpy_int_mod(a, b));
    default: /* '^': a negative exponent gives a float, 0 ** -1 CPython's float error */
        if (b < 0) return mixed_float(rpy_float_pow((double)a, (double)b));
        return mixed_int(rpy_int_pow(a, b));
    }
}

rpy_mixed rpy_mixed_binary(char op, rpy_mixed a, rpy_mixed b) {
    if (a.is_int && b.is_int) return int_binary(op, a.i, b.i);
    double x = rpy_mixed_value(a), y = rpy_mixed_value(b);
    switch (op) {
    case '+':
        return mixed_float(x + y);
    case '-':
        return mixed_float(x - y);
    case '*':
        return mixed_float(x * y);
    case '/':
        return mixed_float(rpy_float_floordiv(x, y));
    case '%':
        return mixed_float(rpy_float_mod(x, y));
    default:
        return mixed_float(rpy_float_pow(x, y));
    }
}

rpy_mixed rpy_mixed_unary(char op, rpy_mixed a) {
    if (!a.is_int) return mixed_float(op == '-' ? -a.f : op == 'a' ? fabs(a.f) : a.f);
    if (op == '+' || (op == 'a' && a.i >= 0)) return a;
    if (a.i == LONG_MIN) rpy_fatal_int_overflow(op == '-' ? "the unary - operator" : "abs()");
    return mixed_int(-a.i);
}

long rpy_int_round(long x, long ndigits) {
    if (ndigits >= 0) return x;
    /* round(1250, -2) == 1200: to a multiple of 10**-ndigits, half to even, exact. */
    if (ndigits < -18) { /* 10**19 is beyond 64 bits: the nearest multiple is 0 */
        if (x > 5000000000000000000L || x < -5000000000000000000L)
            rpy_fatal_int_overflow("round()");
        return 0;
    }
    long unit = 1;
    for (long k = 0; k < -ndigits; k++) unit *= 10;
    long q = rpy_int_floordiv(x, unit), r = x - q * unit;
    if (2 * (unsigned long)r > (unsigned long)unit || (2 * r == unit && (q & 1))) q++;
    long result;
    if (__builtin_mul_overflow(q, unit, &result)) rpy_fatal_int_overflow("round()");
    return result;
}

rpy_mixed rpy_mixed_round(rpy_mixed a, long ndigits) {
    if (!a.is_int) return mixed_float(rpy_float_round(a.f, ndigits));
    return mixed_int(rpy_int_round(a.i, ndigits));
}

rpy_string *rpy_mixed_repr(rpy_mixed m) {
    return m.is_int ? rpy_str_from_int(m.i) : rpy_str_from_float(m.f);
}
