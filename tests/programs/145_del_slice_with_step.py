"""del lst[a:b:k] with a step: the items slice.indices() selects are removed, for steps of
both signs, bounds out of range, nothing selected, and a step of zero (ValueError)."""


def show(label, items):
    print(label, items, len(items))


def entry_point(argv):
    n = len(argv)
    for step in [2, 3, -1, -2, 5, 100, -100]:
        a = list(range(10))
        del a[::step]
        show(str(step), a)
    b = list(range(12))
    del b[1:9:3]
    show("1:9:3", b)
    c = list(range(12))
    del c[10:2:-4]
    show("10:2:-4", c)
    d = list(range(6))
    del d[-2::-2]
    show("-2::-2", d)
    e = ["x", "y", "z"]
    del e[5::2]
    print("empty sel", e, len(e))
    f = [1.5, 2.5, 3.5, 4.5]
    del f[::2]
    print("floats", f, len(f))
    try:
        del f[::n - 1]
    except ValueError as err:
        print("ValueError:", err)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
