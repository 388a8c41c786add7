"""Polynomials as lists of int coefficients: add, multiply, evaluate, derive, pretty-print."""


def trim(p):
    while len(p) > 1 and p[-1] == 0:
        p.pop()
    return p


def padd(a, b):
    n = max(len(a), len(b))
    out = [0] * n
    for i in range(len(a)):
        out[i] += a[i]
    for i in range(len(b)):
        out[i] += b[i]
    return trim(out)


def pmul(a, b):
    out = [0] * (len(a) + len(b) - 1)
    for i in range(len(a)):
        for j in range(len(b)):
            out[i + j] += a[i] * b[j]
    return trim(out)


def peval(p, x):
    r = 0
    for c in reversed(p):
        r = r * x + c
    return r


def deriv(p):
    if len(p) == 1:
        return [0]
    return [p[i] * i for i in range(1, len(p))]


def show(p):
    terms = []
    for i in range(len(p) - 1, -1, -1):
        c = p[i]
        if c == 0 and len(p) > 1:
            continue
        sign = "-" if c < 0 else "+"
        mag = -c if c < 0 else c
        if i == 0:
            body = str(mag)
        else:
            body = ("" if mag == 1 else str(mag)) + ("x" if i == 1 else "x^%d" % i)
        terms.append((sign, body))
    s = ("-" if terms[0][0] == "-" else "") + terms[0][1]
    for sign, body in terms[1:]:
        s += " " + sign + " " + body
    return s


def entry_point(argv):
    a = [1, -3, 0, 2]      # 2x^3 - 3x + 1
    b = [-1, 1]            # x - 1
    print(show(a), "|", show(b))
    print("sum ", show(padd(a, b)))
    print("prod", show(pmul(a, b)))
    print("d/dx", show(deriv(a)))
    print([peval(a, x) for x in range(-3, 4)])
    p = [1]
    for i in range(6):
        p = pmul(p, [1, 1])
    print("(1+x)^6 =", show(p), p)
    print(show(padd([1, 2, 3], [-1, -2, -3])))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
