"""The builtin format(): binary, hex, octal and padded ints, floats with precision, exponent and percent, strs aligned, format(x) with one argument, a spec held in a variable, and CPython's ValueError for a bad spec; logging helpers taking *args of mixed types and passing them on to print(*args, sep=...) and to a %-format."""
import sys


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __str__(self):
        return f"({self.x}, {self.y})"


def log(*args):
    print("[log]", *args)


def log_sep(*args):
    print(*args, sep=" | ", end=" <\n")


def log_fmt(fmt, *args):
    print(fmt % args)


def bits(n, width):
    return format(n, "0%db" % width)


def entry_point(argv):
    n = len(argv) + 4
    print(format(n, "08b"), format(255, "x"), format(255, "#X"), format(8, "o"), format(-42, "+06d"))
    print(format(1234567, ","), format(1234567, "_"), format(n, ">6"), format(n, "<6") + "|")
    print(format(3.14159, ".2f"), format(2.5e-7, ".3e"), format(0.875, ".1%"), format(1e22, "g"))
    print(format("abc", "^9") + "|", format("x", "*>4"), format("long text", ".4"))
    print(format(n), format(2.5), format("plain"), format(True), format(-0.0))
    for spec in ["5d", "05d", "x", "b", "+d"]:
        print(spec, "->", repr(format(n * 7, spec)))
    print([bits(v, 4) for v in range(n)])
    print("".join(format(b, "08b") for b in b"Hi"))
    widths = [format(w, "3d") for w in [1, 22, 333]]
    print(widths)
    log("start", n, 2.5, True, None, Point(n, 2), "x" * n)
    log("only")
    log()
    log_sep(n, "b", [1, 2], (3, "c"))
    log_fmt("%d items, %s, %.1f", n, "ok", 0.25)
    try:
        print(format(n, "z"))
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
