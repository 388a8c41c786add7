/* k-nucleotide, plain C: the same input (fasta's third sequence, made in-process),
   counts and output as ../knucleotide.py. K-mers are packed 2 bits per base into a
   64-bit key of an open-addressing hash table. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IM 139968
#define IA 3877
#define IC 29573

static const char homo_chars[] = "ACGT";
static const double homo_probs[] = {0.3029549426680, 0.1979883004921, 0.1975473066391,
                                    0.3015094502008};
static long last = 42;

static double next_random(void) {
  last = (last * IA + IC) % IM;
  return last * 1.0 / IM;
}

static char *three_sequence(long n) {
  double cum[4], total = 0;
  for (long i = 0; i < n * 3; i++) next_random();
  for (int i = 0; i < 4; i++) {
    total += homo_probs[i];
    cum[i] = total;
  }
  char *seq = malloc(n * 5 + 1);
  for (long i = 0; i < n * 5; i++) {
    double r = next_random();
    int k = 0;
    while (k < 3 && cum[k] < r) k++;
    seq[i] = homo_chars[k];
  }
  seq[n * 5] = '\0';
  return seq;
}

static int code(char c) {
  switch (c) {
    case 'A': return 0;
    case 'C': return 1;
    case 'G': return 2;
    default: return 3;
  }
}

struct table {
  uint64_t *keys; /* key + 1, 0 for an empty slot */
  long *counts;
  size_t size, used;
};

static void table_init(struct table *t) {
  t->size = 64;
  t->used = 0;
  t->keys = calloc(t->size, sizeof(uint64_t));
  t->counts = calloc(t->size, sizeof(long));
}

static size_t slot_of(const struct table *t, uint64_t key) {
  size_t mask = t->size - 1;
  size_t i = (size_t)((key * 0x9E3779B97F4A7C15ULL) >> 20) & mask;
  while (t->keys[i] != 0 && t->keys[i] != key + 1) i = (i + 1) & mask;
  return i;
}

static void table_add(struct table *t, uint64_t key) {
  size_t i = slot_of(t, key);
  if (t->keys[i] == 0) {
    if ((t->used + 1) * 2 > t->size) {
      struct table bigger = {calloc(t->size * 2, sizeof(uint64_t)),
                             calloc(t->size * 2, sizeof(long)), t->size * 2, t->used};
      for (size_t j = 0; j < t->size; j++) {
        if (t->keys[j] == 0) continue;
        size_t s = slot_of(&bigger, t->keys[j] - 1);
        bigger.keys[s] = t->keys[j];
        bigger.counts[s] = t->counts[j];
      }
      free(t->keys);
      free(t->counts);
      *t = bigger;
      i = slot_of(t, key);
    }
    t->keys[i] = key + 1;
    t->used++;
  }
  t->counts[i]++;
}

static void count_kmers(const char *seq, long len, int k, struct table *t) {
  uint64_t mask = k == 32 ? ~0ULL : ((1ULL << (2 * k)) - 1), key = 0;
  table_init(t);
  for (long i = 0; i < len; i++) {
    key = ((key << 2) | code(seq[i])) & mask;
    if (i >= k - 1) table_add(t, key);
  }
}

struct ranked {
  long count;
  char key[33];
};

static int by_count_then_key(const void *a, const void *b) {
  const struct ranked *x = a, *y = b;
  if (x->count != y->count) return x->count > y->count ? -1 : 1;
  return strcmp(x->key, y->key);
}

static void print_frequencies(const char *seq, long len, int k) {
  struct table t;
  count_kmers(seq, len, k, &t);
  long total = len - k + 1;
  struct ranked *r = malloc(t.used * sizeof *r);
  size_t m = 0;
  for (size_t i = 0; i < t.size; i++) {
    if (t.keys[i] == 0) continue;
    uint64_t key = t.keys[i] - 1;
    for (int j = k - 1; j >= 0; j--) {
      r[m].key[j] = homo_chars[key & 3];
      key >>= 2;
    }
    r[m].key[k] = '\0';
    r[m].count = t.counts[i];
    m++;
  }
  qsort(r, m, sizeof *r, by_count_then_key);
  for (size_t i = 0; i < m; i++) printf("%s %.3f\n", r[i].key, 100.0 * r[i].count / total);
  printf("\n");
  free(r);
  free(t.keys);
  free(t.counts);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  char *seq = three_sequence(n);
  long len = n * 5;
  print_frequencies(seq, len, 1);
  print_frequencies(seq, len, 2);
  static const char *wanted[] = {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT",
                                 "GGTATTTTAATTTATAGT"};
  for (int w = 0; w < 5; w++) {
    int k = (int)strlen(wanted[w]);
    struct table t;
    count_kmers(seq, len, k, &t);
    uint64_t key = 0;
    for (int i = 0; i < k; i++) key = (key << 2) | code(wanted[w][i]);
    size_t s = slot_of(&t, key);
    printf("%ld\t%s\n", t.keys[s] ? t.counts[s] : 0L, wanted[w]);
    free(t.keys);
    free(t.counts);
  }
  free(seq);
  return 0;
}
