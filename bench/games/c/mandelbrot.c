/* mandelbrot, plain C: the same bitmap, checksum and output as ../mandelbrot.py. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  unsigned long checksum = 0;
  long pixels = 0;
  for (int y = 0; y < n; y++) {
    double ci = 2.0 * y / n - 1.0;
    int byte = 0, bit = 0;
    for (int x = 0; x < n; x++) {
      double cr = 2.0 * x / n - 1.5;
      double zr = 0, zi = 0, tr = 0, ti = 0;
      for (int i = 0; i < 50 && tr + ti <= 4.0; i++) {
        zi = 2.0 * zr * zi + ci;
        zr = tr - ti + cr;
        tr = zr * zr;
        ti = zi * zi;
      }
      byte <<= 1;
      if (tr + ti <= 4.0) {
        byte |= 1;
        pixels++;
      }
      if (++bit == 8) {
        checksum = (checksum * 31 + byte) & 0xFFFFFFFF;
        byte = 0;
        bit = 0;
      }
    }
    if (bit != 0) {
      byte <<= 8 - bit;
      checksum = (checksum * 31 + byte) & 0xFFFFFFFF;
    }
  }
  printf("P4\n%d %d\npixels in the set: %ld\nchecksum of the bitmap: %lu\n", n, n, pixels,
         checksum);
  return 0;
}
