"""pow(a, b, m) of ints: modular exponentiation as CPython computes it (exact, the sign of
the modulus, negative exponents through the modular inverse), its ValueErrors, and uses
in a hash and a primality test."""


def is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d = n - 1
    s = 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def poly_hash(text, base, modulus):
    h = 0
    for i in range(len(text)):
        h = (h + ord(text[i]) * pow(base, i, modulus)) % modulus
    return h


def entry_point(argv):
    n = len(argv)
    print(pow(2, 10, 1000), pow(3, 200, 1000000007), pow(-3, 3, 7), pow(3, 3, -7))
    print(pow(2, 0, -5), pow(5, 0, 1), pow(7, n, 13), pow(10, 18, 9223372036854775783))
    print(pow(3, -1, 7), pow(3, -2, -7), pow(12345, -1, 1000000007))
    print([p for p in range(90, 130) if is_probable_prime(p)])
    print(is_probable_prime(1000000007), is_probable_prime(1000000011), is_probable_prime(561))
    print(poly_hash("hello world", 31, 1000000009), poly_hash("", 31, 97))
    for a, b, m in ((2, 3, 0), (2, -1, 4), (6, -1, 9)):
        try:
            print(pow(a, b, m))
        except ValueError as e:
            print("ValueError:", e)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
