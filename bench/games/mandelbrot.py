"""mandelbrot (Computer Language Benchmarks Game): the Mandelbrot set on an N x N bitmap,
50 iterations, escape at |z| > 2. Usage: mandelbrot.py N. Prints the PBM header and,
instead of the binary rows, the count of set pixels and a checksum of the PBM bytes."""


def mandelbrot(n):
    checksum = 0
    pixels = 0
    for y in range(n):
        ci = 2.0 * y / n - 1.0
        byte = 0
        bit = 0
        for x in range(n):
            cr = 2.0 * x / n - 1.5
            zr = 0.0
            zi = 0.0
            tr = 0.0
            ti = 0.0
            i = 0
            while i < 50 and tr + ti <= 4.0:
                zi = 2.0 * zr * zi + ci
                zr = tr - ti + cr
                tr = zr * zr
                ti = zi * zi
                i += 1
            byte <<= 1
            if tr + ti <= 4.0:
                byte |= 1
                pixels += 1
            bit += 1
            if bit == 8:
                checksum = (checksum * 31 + byte) & 0xFFFFFFFF
                byte = 0
                bit = 0
        if bit != 0:
            byte <<= 8 - bit
            checksum = (checksum * 31 + byte) & 0xFFFFFFFF
    return pixels, checksum


def entry_point(argv):
    n = 200
    if len(argv) > 1:
        n = int(argv[1])
    pixels, checksum = mandelbrot(n)
    print("P4")
    print("%d %d" % (n, n))
    print("pixels in the set: %d" % pixels)
    print("checksum of the bitmap: %d" % checksum)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
