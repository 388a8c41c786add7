/* binary-trees, plain C with malloc and free: the same trees and output as
   ../binarytrees.py. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *left, *right;
};

static struct node *make(int depth) {
  struct node *n = malloc(sizeof *n);
  if (depth == 0) {
    n->left = n->right = NULL;
  } else {
    n->left = make(depth - 1);
    n->right = make(depth - 1);
  }
  return n;
}

static long check(const struct node *n) {
  if (n->left == NULL) return 1;
  return 1 + check(n->left) + check(n->right);
}

static void release(struct node *n) {
  if (n->left != NULL) {
    release(n->left);
    release(n->right);
  }
  free(n);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  int min_depth = 4;
  int max_depth = n > min_depth + 2 ? n : min_depth + 2;
  int stretch = max_depth + 1;
  struct node *t = make(stretch);
  printf("stretch tree of depth %d\t check: %ld\n", stretch, check(t));
  release(t);
  struct node *long_lived = make(max_depth);
  for (int depth = min_depth; depth <= max_depth; depth += 2) {
    long iterations = 1L << (max_depth - depth + min_depth);
    long total = 0;
    for (long i = 0; i < iterations; i++) {
      t = make(depth);
      total += check(t);
      release(t);
    }
    printf("%ld\t trees of depth %d\t check: %ld\n", iterations, depth, total);
  }
  printf("long lived tree of depth %d\t check: %ld\n", max_depth, check(long_lived));
  release(long_lived);
  return 0;
}
