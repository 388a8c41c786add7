"""Functions and closures of one variable called with arguments omitted: each uses its own default values (ints, floats, bools, one-character strs, None), whichever function the variable holds; more parameters with defaults in some functions than in others."""
import sys


def make_scaler(k):
    def scale(x, by=0):
        return x * k + by

    return scale


def make_shift(n):
    def shift(x, by=-1, times=2):
        return (x + n) * times + by

    return shift


def plain(x, by=100, times=1):
    return x * times + by


def flagged(x, negate=False, extra=0, tag=None):
    r = -x if negate else x
    if tag is not None:
        r += len(tag)
    return r + extra


def make_flagged(base):
    def g(x, negate=True, extra=1, tag=None):
        r = base - x if negate else base + x
        if tag is None:
            return r * extra
        return r * extra - len(tag)

    return g


def make_wrapper(edge):
    def wrap(s, end="?"):
        return end + s + edge

    return wrap


def make_ratio(d):
    def ratio(x, scale=0.5):
        return x / d * scale

    return ratio


def entry_point(argv):
    fs = [make_scaler(2), lambda x, by=5: x + by, make_shift(3), plain]
    for f in fs:
        print(f(10), f(10, 1), f(-4))
    gs = [flagged, make_flagged(50)]
    for g in gs:
        print(g(7), g(7, False), g(7, True, 3), g(7, True, 3, "four"))
    marks = [lambda s, end="!": s + end, make_wrapper("?")]
    for m in marks:
        print(m("hey"), m("hey", "."))
    rs = [make_ratio(4), lambda x, scale=2.0: x * scale]
    for r in rs:
        print(repr(r(3)), repr(r(3, 1.0)))
    total = 0
    for i in range(200):
        total += fs[i % len(fs)](i)
    print("total:", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
