"""options.get(name, default) of a **options parameter that no call fills: the
default is the result (itertools.product of int tuples without repeat=, and the
program's own keyword-option function)."""
from itertools import product


def configure(name, **options):
    width = options.get("width", 80)
    ratio = options.get("ratio", 0.5)
    label = options.get("label", "none")
    return "%s: %d %.2f %s" % (name, width, ratio, label)


def entry_point(argv):
    print(list(product((-1, 0, 1), (2, 3))))
    print(list(product([1.5, 2.5], [0.5])))
    print(configure("plain"))
    print(configure("other"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
