"""list() of partly consumed and reversed iterators, enumerate(zip()), popitem until empty, loops over empty *args."""


def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s


def always_fails(x):
    raise ValueError("bad %d" % x)


def guarded(x):
    try:
        always_fails(x)
    except ValueError as e:
        return "caught " + str(e)
    return "unreachable"


def entry_point(argv):
    words = ["one", "two", "three", "four"]
    it = iter(words)
    first = next(it)
    print(first, list(it), list(it))
    back = reversed(words)
    print(next(back), list(back), list(back))
    print(list(reversed(range(2, 11, 3))), list(reversed(range(0))), list(reversed(range(5, 0, -2))))
    r = iter(range(4))
    print(next(r), list(r))
    print(list(reversed([1.5, 2.5])), list(reversed(list((7, 8, 9)))))
    for i, (a, b) in enumerate(zip("xyz", [1, 2, 3]), 1):
        print(i, a, b)
    for i, (j, w) in enumerate(enumerate(words)):
        print(i, j, w)
    d = {"a": 1, "b": 2, "c": 3}
    d["d"] = 4
    del d["b"]
    while d:
        k, v = d.popitem()
        print(k, v, len(d))
    try:
        d.popitem()
    except KeyError as e:
        print("KeyError", e)
    counts = {1: "x", 2: "y"}
    print(counts.popitem(), counts)
    print(total(), total(5), total(1, 2, 3))
    print(guarded(3))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
