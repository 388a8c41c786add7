"""The builtin format(): binary, hex, octal and padded ints, floats with precision, exponent and percent, strs aligned, format(x) with one argument, a spec held in a variable, and CPython's ValueError for a bad spec."""
import sys


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
    try:
        print(format(n, "z"))
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
