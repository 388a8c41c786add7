"""functools.total_ordering from each root method (__lt__, __le__, __gt__, __ge__):
the derived methods as CPython's functools computes them, in sorting, min/max and
every comparison operator."""
import functools


@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)

    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)

    def __repr__(self):
        return "v%d.%d" % (self.major, self.minor)


@functools.total_ordering
class ByLe:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __le__(self, other):
        return self.n <= other.n


@functools.total_ordering
class ByGt:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __gt__(self, other):
        return self.n > other.n


@functools.total_ordering
class ByGe:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __ge__(self, other):
        return self.n >= other.n


def table(a, b):
    return [a < b, a <= b, a > b, a >= b, a == b, a != b]


def entry_point(argv):
    vs = [Version(1, 2), Version(0, 9), Version(1, 10), Version(1, 2)]
    print(sorted(vs), min(vs), max(vs))
    print(table(vs[0], vs[1]), table(vs[0], vs[3]), table(vs[1], vs[2]))
    for a, b in [(ByLe(1), ByLe(2)), (ByLe(2), ByLe(2)), (ByLe(3), ByLe(2))]:
        print("le", [a < b, a <= b, a > b, a >= b, a == b, a != b])
    for c, d in [(ByGt(3), ByGt(1)), (ByGt(1), ByGt(1)), (ByGt(0), ByGt(1))]:
        print("gt", [c < d, c <= d, c > d, c >= d, c == d, c != d])
    for e, f in [(ByGe(0), ByGe(5)), (ByGe(5), ByGe(5)), (ByGe(6), ByGe(5))]:
        print("ge", [e < f, e <= f, e > f, e >= f, e == f, e != f])
    print([x.n for x in sorted([ByGe(3), ByGe(1), ByGe(2)])])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
