"""Function values chosen at run time among a few (calls made direct by indirect call
promotion), and a function value that may be None: calling None raises TypeError as in
CPython, caught or not."""


def double(x):
    return x * 2


def square(x):
    return x * x


def negate(x):
    return -x


def pick(n):
    if n == 0:
        return double
    if n == 1:
        return square
    if n == 2:
        return negate
    return None


def apply_all(values, n):
    f = pick(n)
    out = []
    for v in values:
        try:
            out.append(f(v))
        except TypeError as e:
            print("TypeError:", e)
            break
    return out


def entry_point(argv):
    values = [1, 2, 3, len(argv)]
    for n in range(4):
        print(n, apply_all(values, n))
    table = [double, square, negate]
    total = 0
    for i in range(30):
        total += table[i % 3](i)
    print("total", total)
    g = pick(len(argv) + 2)  # None: argv holds the program name only
    print(g is None)
    return g(5)


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
