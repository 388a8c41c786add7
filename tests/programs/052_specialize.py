"""rlib.objectmodel.specialize: argtype (one copy per argument type), arg, memo."""
from rlib.objectmodel import specialize


@specialize.argtype(0)
def describe(x):
    return "<" + str(x) + ">"


@specialize.argtype(0)
def double(x):
    return x + x


@specialize.arg(1)
def scaled(x, factor):
    return x * factor


@specialize.memo()
def table_for(n):
    return [i * i for i in range(n)]


def entry_point(argv):
    print(describe(42), describe(2.5), describe("s"), describe(True))
    print(double(21), double(1.25), double("ab"))
    print(scaled(7, 3), scaled(7, 10))
    t = table_for(5)
    print(t, len(table_for(8)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
