"""printf-style % formatting: %d %5d %-5d %05d %s %r %f %.2f %e %g %x %X %o %c %%."""


def entry_point(argv):
    n = 42
    neg = -17
    x = 3.14159265
    print("%d|%5d|%-5d|%05d|%+d" % (n, n, n, n, n))
    print("%d|%5d|%-5d|%05d" % (neg, neg, neg, neg))
    print("%s|%10s|%-10s|%r" % ("abc", "abc", "abc", "abc"))
    print("%f|%.2f|%10.3f|%-10.1f|%.0f" % (x, x, x, x, x))
    print("%e|%.3e|%E" % (x, 12345.678, 0.000123))
    print("%g|%g|%g|%g|%.3g" % (x, 1e20, 0.0001, 100000.0, 1234.5))
    print("%x|%X|%o|%#x|%#o|%08x" % (255, 255, 8, 255, 8, 48879))
    print("%c%c%c" % (72, 105, 33))
    print("100%% done, %d%%" % 50)
    print("%s and %s" % (1, 2.5))
    print("%s" % True, "%d" % True, "%s" % None)
    name = "widget"
    price = 9.5
    qty = 3
    print("%-8s x%2d @ %6.2f = %7.2f" % (name, qty, price, qty * price))
    rows = [("apple", 3, 0.5), ("banana", 12, 0.25), ("cherry", 100, 0.1)]
    for row in rows:
        print("%-10s|%4d|%6.2f" % row)
    print("%5s|%-5s|" % ("toolong", "x"))
    print("%.3s" % "abcdef")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
