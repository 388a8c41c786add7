"""dict() as CPython 3.11 makes it: from keywords (str keys, in the call's order), from
another dict (a copy), from a list of pairs, from zip(), and a positional argument with
keywords (a keyword replaces the item of the same key, keeping its place)."""
import sys


def config(size, name):
    return dict(size=size, name=name, verbose="no")


def entry_point(argv):
    d = dict(a=1, b=2)
    print(d, len(d), d["a"], "b" in d)
    e = dict(d, c=3, a=0)
    print(e, d)
    f = dict([("x", 1), ("y", 2)], z=3, x=9)
    print(f)
    print(dict(name="x"), dict(), dict(one=1.5, two=2))
    print(config(str(len(argv)), "box"))
    copy = dict(d)
    copy["b"] = 20
    print(copy, d)
    pairs = dict(zip(["k", "l"], [True, False]), m=True)
    print(pairs)
    lookup = dict(north=(0, -1), south=(0, 1), east=(1, 0), west=(-1, 0))
    x, y = 0, 0
    for step in ["north", "east", "east", "south", "south"]:
        dx, dy = lookup[step]
        x, y = x + dx, y + dy
    print(x, y, sorted(lookup))
    counts = dict(apples=0)
    counts["pears"] = counts.get("pears", 0) + 1
    print(counts)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
