"""bytes + bytes, bytes * int and int * bytes (also in place), with bytes outside ASCII:
the result's len, slices, comparisons and repr are CPython's."""


def tag(n):
    if n > 1:
        return b"\xff\x00"
    return b"ok"


def entry_point(argv):
    n = len(argv)
    a = tag(n) + b"-" + tag(n + 1)
    print(a, len(a), a[1:4], a == b"ok-\xff\x00")
    r = b"ab" * (n + 2)
    print(r, len(r), (n - 5) * b"x", 0 * r == b"")
    acc = b""
    for i in range(3):
        acc += tag(i)
        acc *= 1
    print(acc, len(acc), acc.find(b"\xff"), acc.startswith(b"ok"))
    print(repr(b"q" * 3 + b"'"), str(b"\t" + b"\n"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
