/* reverse-complement, plain C: the same input (fasta's output, made in-process) and output
   as ../revcomp.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IM 139968
#define IA 3877
#define IC 29573
#define LINE 60

static const char alu[] =
    "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
    "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
    "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
    "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
    "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
    "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
    "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";
static const char iub_chars[] = "acgtBDHKMNRSVWY";
static const double iub_probs[] = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02,
                                   0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
static const char homo_chars[] = "acgt";
static const double homo_probs[] = {0.3029549426680, 0.1979883004921, 0.1975473066391,
                                    0.3015094502008};
static const char *pairs[] = {"AT", "CG", "GC", "TA", "UA", "MK", "RY", "WW",
                              "SS", "YR", "KM", "VB", "HD", "DH", "BV", "NN"};
static long last = 42;

static double next_random(void) {
  last = (last * IA + IC) % IM;
  return last * 1.0 / IM;
}

static char *repeat_sequence(long n) {
  char *seq = malloc(n + 1);
  size_t width = strlen(alu), pos = 0;
  for (long i = 0; i < n; i++) {
    seq[i] = alu[pos];
    pos = (pos + 1) % width;
  }
  seq[n] = '\0';
  return seq;
}

static char *random_sequence(const char *chars, const double *probs, int count, long n) {
  double cum[16], total = 0;
  for (int i = 0; i < count; i++) {
    total += probs[i];
    cum[i] = total;
  }
  char *seq = malloc(n + 1);
  for (long i = 0; i < n; i++) {
    double r = next_random();
    int k = 0;
    while (k < count - 1 && cum[k] < r) k++;
    seq[i] = chars[k];
  }
  seq[n] = '\0';
  return seq;
}

static void write_reverse_complement(const char *header, const char *seq, const char *table) {
  char line[LINE + 1];
  int m = 0;
  puts(header);
  for (long i = (long)strlen(seq) - 1; i >= 0; i--) {
    line[m++] = table[(unsigned char)seq[i]];
    if (m == LINE) {
      line[m] = '\0';
      puts(line);
      m = 0;
    }
  }
  if (m > 0) {
    line[m] = '\0';
    puts(line);
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  char table[256];
  memset(table, '?', sizeof table);
  for (int i = 0; i < 16; i++) {
    table[(unsigned char)pairs[i][0]] = pairs[i][1];
    table[(unsigned char)pairs[i][0] + ('a' - 'A')] = pairs[i][1];
  }
  char *one = repeat_sequence(n * 2);
  char *two = random_sequence(iub_chars, iub_probs, 15, n * 3);
  char *three = random_sequence(homo_chars, homo_probs, 4, n * 5);
  write_reverse_complement(">ONE Homo sapiens alu", one, table);
  write_reverse_complement(">TWO IUB ambiguity codes", two, table);
  write_reverse_complement(">THREE Homo sapiens frequency", three, table);
  free(one);
  free(two);
  free(three);
  return 0;
}
