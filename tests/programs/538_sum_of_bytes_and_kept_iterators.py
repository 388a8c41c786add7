"""sum() of bytes (their ints) and of a reversed() iterator kept in a variable and partly
consumed (GenC had no sum of an iterator: an internal error), of ints, floats and bools."""


def entry_point(argv):
    xs = [1, 2, 3, 4]
    r = reversed(xs)
    first = next(r)
    print(first, sum(r))
    fs = [0.5, 1.25, 2.0]
    rf = reversed(fs)
    print(sum(rf))
    data = b"hello\xff"
    print(sum(data), sum(data, 10), sum(bytes([1, 2, 3])))
    z = zip(xs, xs)
    e = enumerate(fs)
    print(sum(x * y for x, y in z), next(e))
    bs = [True, False, True]
    rb = reversed(bs)
    print(sum(rb))
    return 0
if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
