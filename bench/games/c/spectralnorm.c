/* spectral-norm, plain C: the same matrix, iterations and output as ../spectralnorm.py. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double eval_a(long i, long j) {
  long ij = i + j;
  return 1.0 / (ij * (ij + 1) / 2 + i + 1);
}

static void mul_av(const double *v, double *out, int n) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += eval_a(i, j) * v[j];
    out[i] = s;
  }
}

static void mul_atv(const double *v, double *out, int n) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += eval_a(j, i) * v[j];
    out[i] = s;
  }
}

static void mul_atav(const double *v, double *out, double *tmp, int n) {
  mul_av(v, tmp, n);
  mul_atv(tmp, out, n);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *u = malloc(n * sizeof(double)), *v = malloc(n * sizeof(double)),
         *tmp = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) u[i] = 1.0;
  for (int i = 0; i < 10; i++) {
    mul_atav(u, v, tmp, n);
    mul_atav(v, u, tmp, n);
  }
  double vbv = 0, vv = 0;
  for (int i = 0; i < n; i++) {
    vbv += u[i] * v[i];
    vv += v[i] * v[i];
  }
  printf("%.9f\n", sqrt(vbv / vv));
  free(u);
  free(v);
  free(tmp);
  return 0;
}
