/* rpy_number.c: Python's integer and float arithmetic where it differs from C's:
 * floor division and modulo round towards minus infinity, division by zero raises,
 * true division of ints is correctly rounded, ** and round() follow CPython. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "rpy_internal.h"

long rpy_int_floordiv(long a, long b) {
    long q;
    if (b == 0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "integer division or modulo by zero");
        return 0;
    }
    if (b == -1) return (long)(0UL - (unsigned long)a); /* LONG_MIN // -1 wraps */
    q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}

/* CPython 3.11 words the two errors differently. */
long rpy_int_mod(long a, long b) {
    long r;
    if (b == 0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "integer modulo by zero");
        return 0;
    }
    if (b == -1) return 0;
    r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b; /* the result takes the divisor's sign */
    return r;
}

/* r_uint // r_uint, r_uint % r_uint: C's unsigned division (no sign to floor towards),
 * with the ZeroDivisionError messages of int. */
unsigned long rpy_uint_floordiv(unsigned long a, unsigned long b) {
    if (b == 0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "integer division or modulo by zero");
        return 0;
    }
    return a / b;
}

unsigned long rpy_uint_mod(unsigned long a, unsigned long b) {
    if (b == 0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "integer modulo by zero");
        return 0;
    }
    return a % b;
}

/* r_uint ** r_uint: pow(a, b, 2**64), by squaring (the wrap-around is the modulus). */
unsigned long rpy_uint_pow(unsigned long a, unsigned long b) {
    unsigned long result = 1;
    while (b != 0) {
        if (b & 1) result *= a;
        a *= a;
        b >>= 1;
    }
    return result;
}

/* a / b rounded once, like CPython's long_true_divide: exact when both fit in a double's
 * 53-bit mantissa; otherwise a 128-bit quotient with a sticky bit rounds correctly. */
double rpy_int_truediv(long a, long b) {
    unsigned long ua, ub, q;
    unsigned __int128 num;
    int shift, negative;
    double r;
    if (b == 0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "division by zero");
        return 0.0;
    }
    if (a >= -(1L << 53) && a <= (1L << 53) && b >= -(1L << 53) && b <= (1L << 53))
        return (double)a / (double)b;
    negative = (a < 0) != (b < 0);
    ua = a < 0 ? 0UL - (unsigned long)a : (unsigned long)a;
    ub = b < 0 ? 0UL - (unsigned long)b : (unsigned long)b;
    if (ua == 0) return negative ? -0.0 : 0.0;
    /* Scale so that the quotient has 63 or 64 bits: far more than 53, so the sticky bit
     * (any remainder) sits below the rounding position. */
    shift = 63 - (64 - __builtin_clzl(ua)) + (64 - __builtin_clzl(ub));
    num = (unsigned __int128)ua << shift;
    q = (unsigned long)(num / ub);
    if (num % ub != 0) q |= 1;
    r = ldexp((double)q, -shift);
    return negative ? -r : r;
}

double rpy_float_truediv(double a, double b) {
    if (b == 0.0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "float division by zero");
        return 0.0;
    }
    return a / b;
}

/* CPython's float_divmod: the remainder takes the divisor's sign and the quotient is
 * fixed up so that the pair stays consistent, with signed zeros where CPython has them. */
static void float_divmod(double vx, double wx, double *floordiv, double *mod) {
    double div, m = fmod(vx, wx);
    div = (vx - m) / wx;
    if (m != 0.0) {
        if ((wx < 0) != (m < 0)) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = copysign(0.0, wx);
    }
    if (div != 0.0) {
        double f = floor(div);
        if (div - f > 0.5) f += 1.0;
        div = f;
    } else {
        div = copysign(0.0, vx / wx);
    }
    *floordiv = div;
    *mod = m;
}

double rpy_float_floordiv(double a, double b) {
    double q, m;
    if (b == 0.0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "float floor division by zero");
        return 0.0;
    }
    float_divmod(a, b, &q, &m);
    return q;
}

double rpy_float_mod(double a, double b) {
    double q, m;
    if (b == 0.0) {
        rpy_raise_builtin(rpy_cls_ZeroDivisionError, "float modulo");
        return 0.0;
    }
    float_divmod(a, b, &q, &m);
    return m;
}

/* a ** b for b >= 0 by squaring and multiplying; a result beyond 64 bits stops the
 * program (Python's would grow). */
static long int_pow_exact(long a, long b) {
    long result = 1, base = a;
    while (b > 0) {
        if ((b & 1) && __builtin_mul_overflow(result, base, &result))
            rpy_fatal_int_overflow("the ** operator");
        b >>= 1;
        /* base**2 not fitting while bits of b remain: the result cannot fit either. */
        if (b > 0 && __builtin_mul_overflow(base, base, &base))
            rpy_fatal_int_overflow("the ** operator");
    }
    return result;
}

long rpy_int_pow(long a, long b) {
    if (b < 0) {
        rpy_raise_builtin(rpy_cls_ValueError,
                          "pow() negative exponent not supported for integers");
        return 0;
    }
    return int_pow_exact(a, b);
}

/* The inverse of `base` modulo `modulus` (both positive, base < modulus), or -1 when
 * they share a factor: the extended Euclidean algorithm. */
static __int128 inverse_modulo(__int128 base, __int128 modulus) {
    __int128 r0 = modulus, r1 = base, t0 = 0, t1 = 1;
    while (r1 != 0) {
        __int128 q = r0 / r1, r = r0 - q * r1, t = t0 - q * t1;
        r0 = r1;
        r1 = r;
        t0 = t1;
        t1 = t;
    }
    if (r0 != 1) return -1;
    return t0 < 0 ? t0 + modulus : t0;
}

/* pow(a, b, m) as CPython's: exact (products in 128 bits), the result of m's sign, a
 * negative exponent through a's inverse modulo m (Python 3.8). */
long rpy_int_pow_mod(long a, long b, long m) {
    if (m == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "pow() 3rd argument cannot be 0");
        return 0;
    }
    __int128 modulus = m < 0 ? -(__int128)m : (__int128)m;
    __int128 base = (__int128)a % modulus;
    if (base < 0) base += modulus;
    unsigned long exponent = b < 0 ? -(unsigned long)b : (unsigned long)b;
    if (b < 0) {
        base = inverse_modulo(base, modulus);
        if (base < 0) {
            rpy_raise_builtin(rpy_cls_ValueError, "base is not invertible for the given modulus");
            return 0;
        }
    }
    __int128 result = 1 % modulus;
    for (; exponent != 0; exponent >>= 1) {
        if (exponent & 1) result = result * base % modulus;
        base = base * base % modulus;
    }
    if (m < 0 && result != 0) result -= modulus;
    return (long)result;
}

static int is_odd_integer(double y) { return fmod(fabs(y), 2.0) == 1.0; }

/* CPython's float_pow: C's pow() is right for the special values except where Python
 * raises instead of returning inf or nan. */
double rpy_float_pow(double x, double y) {
    double r;
    if (y == 0.0) return 1.0;
    if (isnan(x)) return x;
    if (isnan(y)) return x == 1.0 ? 1.0 : y;
    if (isinf(y)) {
        x = fabs(x);
        if (x == 1.0) return 1.0;
        return (y > 0.0) == (x > 1.0) ? INFINITY : 0.0;
    }
    if (isinf(x)) {
        int odd = is_odd_integer(y);
        if (y > 0.0) return odd ? x : fabs(x);
        return odd ? copysign(0.0, x) : 0.0;
    }
    if (x == 0.0) {
        if (y < 0.0) {
            rpy_raise_builtin(rpy_cls_ZeroDivisionError,
                              "0.0 cannot be raised to a negative power");
            return 0.0;
        }
        return is_odd_integer(y) ? x : 0.0;
    }
    if (x < 0.0 && y != floor(y)) rpy_fatal_complex_result(); /* CPython: a complex */
    errno = 0;
    r = pow(x, y);
    if (isinf(r)) {
        rpy_raise_builtin(rpy_cls_OverflowError, "(34, 'Numerical result out of range')");
        return 0.0;
    }
    return r;
}

long rpy_float_round_to_int(double x) {
    /* round() of a float is an int: ties go to even (rint in the default rounding mode). */
    return rpy_int_from_float(rint(x));
}

/* round(x, n) as CPython's double_round: the decimal rounding (ties to even on the exact
 * binary value) is done by printing, which glibc does exactly, and reading back. */
double rpy_float_round(double x, long ndigits) {
    char *buf, *end;
    double r;
    if (!isfinite(x) || x == 0.0) return x;
    if (ndigits > 323) return x;           /* beyond a double's precision */
    if (ndigits < -308) return 0.0 * x;     /* rounds to a signed zero */
    if (ndigits >= 0) {
        int n = snprintf(NULL, 0, "%.*f", (int)ndigits, x);
        buf = (char *)rpy_malloc_atomic((size_t)n + 1);
        snprintf(buf, (size_t)n + 1, "%.*f", (int)ndigits, x);
    } else {
        /* Round the exact integer part at 10**-ndigits: ties are exact only when the
         * float is an integer and the dropped digits are 5000... */
        double ip, frac = modf(x, &ip);
        int len, k = (int)-ndigits, i, up;
        char *digits;
        int negative = x < 0;
        len = snprintf(NULL, 0, "%.0f", fabs(ip));
        buf = (char *)rpy_malloc_atomic((size_t)len + (size_t)k + 8);
        digits = buf + 2;
        snprintf(digits, (size_t)len + 1, "%.0f", fabs(ip));
        if (k > len) {
            /* fewer digits than the rounding position: |x| < 10**k; it rounds up only
             * when above half of 10**k */
            double half = 5.0 * pow(10.0, k - 1);
            up = fabs(x) > half;
            strcpy(digits, up ? "1" : "0");
            len = 1;
            for (i = 0; up && i < k; i++) digits[len++] = '0';
            digits[len] = '\0';
        } else {
            char first_dropped = digits[len - k];
            int rest_nonzero = frac != 0.0;
            for (i = len - k + 1; i < len; i++)
                if (digits[i] != '0') rest_nonzero = 1;
            if (first_dropped > '5' || (first_dropped == '5' && rest_nonzero)) {
                up = 1;
            } else if (first_dropped == '5') {
                up = len - k > 0 && (digits[len - k - 1] - '0') % 2 == 1; /* ties to even */
            } else {
                up = 0;
            }
            for (i = len - k; i < len; i++) digits[i] = '0';
            if (up) {
                i = len - k - 1;
                while (i >= 0 && digits[i] == '9') digits[i--] = '0';
                if (i >= 0) {
                    digits[i]++;
                } else {
                    memmove(digits + 1, digits, (size_t)len + 1);
                    digits[0] = '1';
                    len++;
                }
            }
        }
        if (negative) *--digits = '-';
        buf = digits;
    }
    errno = 0;
    r = strtod(buf, &end);
    if (isinf(r)) {
        rpy_raise_builtin(rpy_cls_OverflowError, "rounded value too large to represent");
        return 0.0;
    }
    return r;
}

/* CPython's hash(float): the value as a fraction reduced modulo the Mersenne prime
 * 2**61 - 1, so that equal ints and floats hash alike.  The mantissa is consumed 28 bits
 * at a time; multiplying by 2**k modulo 2**61 - 1 is a rotation of 61-bit values. */
long rpy_hash_double(double v) {
    const unsigned long modulus = (1UL << 61) - 1;
    unsigned long acc = 0;
    double m;
    int e, sign = 1;
    long h;
    if (isinf(v)) return v > 0 ? 314159 : -314159;
    if (isnan(v)) return 0;
    m = frexp(v, &e);
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    while (m != 0.0) {
        unsigned long chunk;
        acc = ((acc << 28) & modulus) | acc >> (61 - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        chunk = (unsigned long)m;
        m -= (double)chunk;
        acc += chunk;
        if (acc >= modulus) acc -= modulus;
    }
    e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
    acc = ((acc << e) & modulus) | acc >> (61 - e);
    h = (long)acc * sign;
    return h == -1 ? -2 : h;
}

/* ---------------------------------------------------------------- range */

rpy_range_iter *rpy_range_iter_new(long start, long stop, long step) {
    rpy_range_iter *it;
    if (step == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "range() arg 3 must not be zero");
        return NULL;
    }
    it = (rpy_range_iter *)rpy_malloc_typed(RPY_TID_ATOMIC, sizeof(rpy_range_iter));
    it->next = start;
    it->stop = stop;
    it->step = step;
    return it;
}

/* Advancing never overflows: the last step jumps straight to stop. */
long rpy_range_iter_next(rpy_range_iter *it) {
    long v = it->next;
    unsigned long left;
    if (it->step > 0 ? v >= it->stop : v <= it->stop) {
        rpy_raise_builtin(rpy_cls_StopIteration, NULL);
        return 0;
    }
    if (it->step > 0) {
        left = (unsigned long)it->stop - (unsigned long)v;
        it->next = left <= (unsigned long)it->step ? it->stop : v + it->step;
    } else {
        left = (unsigned long)v - (unsigned long)it->stop;
        it->next = left <= 0UL - (unsigned long)it->step ? it->stop : v + it->step;
    }
    return v;
}

long rpy_range_len(long start, long stop, long step) {
    unsigned long n;
    if (step == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "range() arg 3 must not be zero");
        return 0;
    }
    if (step > 0 && start < stop)
        n = ((unsigned long)stop - (unsigned long)start - 1) / (unsigned long)step + 1;
    else if (step < 0 && start > stop)
        n = ((unsigned long)start - (unsigned long)stop - 1) / (0UL - (unsigned long)step) + 1;
    else
        return 0;
    if (n > (unsigned long)LONG_MAX) {
        rpy_raise_builtin(rpy_cls_OverflowError, "Python int too large to convert to C ssize_t");
        return 0;
    }
    return (long)n;
}

/* int.bit_length(): the bits of |x| (0 for 0), LONG_MIN's 64 included. */
long rpy_int_bit_length(long x) {
    unsigned long magnitude = x < 0 ? 0UL - (unsigned long)x : (unsigned long)x;
    return magnitude == 0 ? 0 : 64 - __builtin_clzl(magnitude);
}

/* int.bit_count(): the ones in |x|'s binary digits, LONG_MIN's included. */
long rpy_int_bit_count(long x) {
    unsigned long magnitude = x < 0 ? 0UL - (unsigned long)x : (unsigned long)x;
    return __builtin_popcountl(magnitude);
}

/* float.is_integer(): finite and without a fractional part. */
int rpy_float_is_integer(double x) { return isfinite(x) && floor(x) == x; }
