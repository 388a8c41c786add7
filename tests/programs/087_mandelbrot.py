"""ASCII Mandelbrot set with float arithmetic and an iteration histogram."""


def escape(cr, ci, limit):
    zr = 0.0
    zi = 0.0
    for i in range(limit):
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    return limit


def entry_point(argv):
    chars = " .:-=+*#%@"
    limit = 50
    hist = [0] * (limit + 1)
    h = 21
    w = 60
    for y in range(h):
        row = []
        ci = -1.2 + 2.4 * y / (h - 1)
        for x in range(w):
            cr = -2.1 + 3.0 * x / (w - 1)
            n = escape(cr, ci, limit)
            hist[n] += 1
            row.append(chars[n * (len(chars) - 1) // limit])
        print("".join(row).rstrip())
    print("inside", hist[limit], "escaped at 0..4:", hist[:5])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
