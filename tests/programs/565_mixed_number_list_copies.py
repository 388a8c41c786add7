"""Lists of plain floats or ints meeting lists of numbers shown with their types (a
function given both [1, 2] and [1.5, 2.5] shows each item as CPython): `row[:] + [x]`,
`extend`, slices, concatenation in both orders, each copy keeping every item's type."""


def describe(xs):
    return "%s sum=%s max=%s" % (xs, sum(xs), max(xs))


def widen(row, extra):
    out = row[:] + [extra]
    out.extend([extra * 2])
    return out


def entry_point(argv):
    ints = [1, 2, 3]
    floats = [0.5, 1.5]
    print(describe(ints), describe(floats))
    print(widen(ints, 4), widen(floats, 2.5))
    mixed = ints + floats
    print(mixed, describe(mixed))
    print(floats + ints, [x * 2 for x in mixed], mixed[1:4])
    table = [[1, 2], [3.0, 4.5]]
    print(table, [describe(r) for r in table])
    acc = []
    for r in table:
        acc = acc + r
    print(acc, len(acc))
    weights = [0.25, 0.75]   # plain floats: never meet an int
    counts = [7, 8]          # plain ints: never meet a float
    for r in table:
        print(r[:] + [weights[0]], r + weights, counts + r, r + counts[:1], r[-1:] + counts)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
