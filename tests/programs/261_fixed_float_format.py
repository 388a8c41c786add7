"""Fixed-point float formatting ("%.Nf", "%#.Nf", f"{x:.Nf}", f"{x:.NF}", "%f"):
the exact binary value rounded half to even at 0..10 decimals, for exact binary ties
(0.125, 2.5, 0.375), decimal near-ties (0.005, 1.005, 2.675), subnormals, zero and
negative zero, values around 1e9 (the fast path's bound), widths and signs, and a
checksum over many values formatted in a loop."""

VALUES = [0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, -0.125, 0.005, 1.005, 2.675,
          0.045, 1e-10, 5e-324, 2.2250738585072014e-308, 123.456, -123.456,
          999999999.4999999, 999999999.5, 999999999.9999999, 1e9, 1000000000.5, 1e15,
          123456789.123456789, 0.1, 0.7, 1.0 / 3.0, 2.0 / 3.0, 3.14159265358979,
          4503599627370495.5, 0.9999999995, 0.99999999949, -0.0049, 7.0]


def entry_point(argv):
    for x in VALUES:
        parts = []
        for prec in range(11):
            parts.append("%.*f" % (prec, x))
        print(repr(x), " ".join(parts))
        print("  %f|%#.0f|%10.3f|%-10.2f|%+.2f|% .1f|%F" % (x, x, x, x, x, x, x))
        print("  " + f"{x:.2f}|{x:.0f}|{x:#.0f}|{x:12.4f}|{x:<9.1f}|{x:+.3f}|{x:.9f}")
        print("  " + f"{x:.3F}|{x:,.2f}|{x:_.1f}")
    for x in [float("inf"), float("-inf"), float("nan")]:
        print("%.2f %f %F" % (x, x, x), f"{x:.1f}")
    total = 0
    x = 0.001 * (len(argv) + 1)
    for i in range(100000):
        x = x * 1.37 + 0.011
        if x > 2e9:
            x = x / 3e8
        s = "%.2f" % x
        t = f"{x:.4f}"
        total = (total * 31 + len(s) * 7 + ord(s[-1]) + ord(t[-2])) % 1000000007
    print(total, "%.3f" % x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
