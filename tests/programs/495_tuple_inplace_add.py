"""`t += (x,)` on tuples: of known length (a new tuple, an alias keeps the old one), grown in
a loop (a tuple of any length), in a function's accumulator and on tuples of mixed item
types."""
import sys


def path_of(steps):
    path = ()
    for s in steps:
        path += (s,)
    return path


def entry_point(argv):
    t = (1, 2)
    old = t
    t += (3,)
    print(t, old, len(t), t is old)
    rec = ("ann", 3)
    rec += (4.5, True)
    print(rec, rec[2], rec[-1])
    p = path_of(["n", "e", "e"])
    print(p, len(p), p + ("s",), p[1:], p.count("e"), hash(p) == hash(("n", "e", "e")))
    grow = ()
    for i in range(len(argv) + 3):
        grow += (i * i,)
        print(grow)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
