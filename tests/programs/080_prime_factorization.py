"""Trial-division factorisation, divisor sums, perfect numbers and Euler's totient."""


def factorize(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        factors.append(n)
    return factors


def format_factors(factors):
    parts = []
    i = 0
    while i < len(factors):
        p = factors[i]
        k = 0
        while i < len(factors) and factors[i] == p:
            k += 1
            i += 1
        parts.append(str(p) if k == 1 else "%d^%d" % (p, k))
    return " * ".join(parts)


def divisor_sum(n):
    s = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            s += d
            if d * d != n:
                s += n // d
        d += 1
    return s


def totient(n):
    result = n
    seen = []
    for p in factorize(n):
        if p not in seen:
            seen.append(p)
            result = result // p * (p - 1)
    return result


def entry_point(argv):
    for n in [2, 12, 97, 360, 1001, 65536, 999999, 600851475143, 9223372036854775807]:
        print(n, "=", format_factors(factorize(n)))
    print("perfect", [n for n in range(2, 10000) if divisor_sum(n) == n])
    print("totients", [totient(n) for n in range(1, 21)])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
