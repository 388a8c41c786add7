"""Float formatting corners: repr in containers, %g/%e precision, rounding halves, big/small."""


def entry_point(argv):
    vals = [0.1, 0.5, 1.0 / 3.0, 2.0 / 3.0, 100.0, 1e-10, 123456789.125, 1e22, 1e23, 5e-324]
    print(vals)
    for v in vals:
        print("%.10g|%.3e|%.17g|%s" % (v, v, v, str(v)))
    print("%.1f %.1f %.1f %.1f" % (0.25, 0.35, 2.5, -2.5))
    print("%.0f %.0f %.0f" % (0.5, 1.5, 2.5))
    print(f"{1234.5678:.2f} {0.000123:.2e} {1e100:g} {-1e-100:g}")
    print(f"{3.0:g} {3.5:g} {1e6:g} {1e5:g} {123456789.0:g}")
    print(2.0 ** 0.5, 10.0 ** 20, 10.0 ** -5, 2.0 ** 100)
    print(float(10 ** 15), float(10 ** 16), 2.0 ** 63)
    print(-1.5e-7, 1.5e16, 12345678901234567890.0)
    print((0.1, 0.2), [0.3, -0.0], 3.0 * 1.1)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
