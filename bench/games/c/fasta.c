/* fasta, plain C: the same generator, sequences and output as ../fasta.py. */
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

static long last = 42;

static double next_random(void) {
  last = (last * IA + IC) % IM;
  return last * 1.0 / IM;
}

static void repeat_fasta(const char *header, const char *source, long n) {
  char line[LINE + 1];
  size_t width = strlen(source), pos = 0;
  puts(header);
  while (n > 0) {
    int m = n > LINE ? LINE : (int)n;
    for (int i = 0; i < m; i++) {
      line[i] = source[pos];
      if (++pos == width) pos = 0;
    }
    line[m] = '\0';
    puts(line);
    n -= m;
  }
}

static void random_fasta(const char *header, const char *chars, const double *probs,
                         int count, long n) {
  double cum[16], total = 0;
  char line[LINE + 1];
  for (int i = 0; i < count; i++) {
    total += probs[i];
    cum[i] = total;
  }
  int lastk = count - 1;
  puts(header);
  while (n > 0) {
    int m = n > LINE ? LINE : (int)n;
    for (int i = 0; i < m; i++) {
      double r = next_random();
      int k = 0;
      while (k < lastk && cum[k] < r) k++;
      line[i] = chars[k];
    }
    line[m] = '\0';
    puts(line);
    n -= m;
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  repeat_fasta(">ONE Homo sapiens alu", alu, n * 2);
  random_fasta(">TWO IUB ambiguity codes", iub_chars, iub_probs, 15, n * 3);
  random_fasta(">THREE Homo sapiens frequency", homo_chars, homo_probs, 4, n * 5);
  return 0;
}
