/* fannkuch-redux, plain C: the same permutation order, checksum and output as
   ../fannkuchredux.py. */
#include <stdio.h>
#include <stdlib.h>

static void fannkuch(int n, long *checksum_out, int *max_out) {
  int perm1[32], perm[32], count[32];
  int max_flips = 0, r = n;
  long checksum = 0, perm_count = 0;
  for (int i = 0; i < n; i++) perm1[i] = i;
  for (;;) {
    while (r != 1) {
      count[r - 1] = r;
      r--;
    }
    for (int i = 0; i < n; i++) perm[i] = perm1[i];
    int flips = 0;
    int k = perm[0];
    while (k != 0) {
      for (int i = 0, j = k; i < j; i++, j--) {
        int t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
      }
      flips++;
      k = perm[0];
    }
    if (flips > max_flips) max_flips = flips;
    checksum += perm_count % 2 == 0 ? flips : -flips;
    for (;;) {
      if (r == n) {
        *checksum_out = checksum;
        *max_out = max_flips;
        return;
      }
      int first = perm1[0];
      for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = first;
      count[r]--;
      if (count[r] > 0) break;
      r++;
    }
    perm_count++;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  long checksum;
  int max_flips;
  fannkuch(n, &checksum, &max_flips);
  printf("%ld\nPfannkuchen(%d) = %d\n", checksum, n, max_flips);
  return 0;
}
