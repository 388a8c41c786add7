/* n-body, plain C: the same bodies, integrator and output as ../nbody.py. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
#define NBODIES 5

struct body {
  double x, y, z, vx, vy, vz, mass;
};

static struct body bodies[NBODIES] = {
    {0, 0, 0, 0, 0, 0, 1},
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
     1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
     9.54791938424326609e-04},
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
     -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
     2.85885980666130812e-04},
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
     2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
     4.36624404335156298e-05},
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
     5.15138902046611451e-05}};

static void scale(void) {
  for (int i = 0; i < NBODIES; i++) {
    bodies[i].vx *= DAYS_PER_YEAR;
    bodies[i].vy *= DAYS_PER_YEAR;
    bodies[i].vz *= DAYS_PER_YEAR;
    bodies[i].mass *= SOLAR_MASS;
  }
}

static void offset_momentum(void) {
  double px = 0, py = 0, pz = 0;
  for (int i = 0; i < NBODIES; i++) {
    px += bodies[i].vx * bodies[i].mass;
    py += bodies[i].vy * bodies[i].mass;
    pz += bodies[i].vz * bodies[i].mass;
  }
  bodies[0].vx = -px / SOLAR_MASS;
  bodies[0].vy = -py / SOLAR_MASS;
  bodies[0].vz = -pz / SOLAR_MASS;
}

static double energy(void) {
  double e = 0;
  for (int i = 0; i < NBODIES; i++) {
    struct body *b = &bodies[i];
    e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
    for (int j = i + 1; j < NBODIES; j++) {
      struct body *b2 = &bodies[j];
      double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
      e -= (b->mass * b2->mass) / sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

static void advance(double dt, int steps) {
  for (int s = 0; s < steps; s++) {
    for (int i = 0; i < NBODIES; i++) {
      struct body *b = &bodies[i];
      for (int j = i + 1; j < NBODIES; j++) {
        struct body *b2 = &bodies[j];
        double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
        double d2 = dx * dx + dy * dy + dz * dz;
        double mag = dt / (d2 * sqrt(d2));
        double bm = b->mass * mag, b2m = b2->mass * mag;
        b->vx -= dx * b2m;
        b->vy -= dy * b2m;
        b->vz -= dz * b2m;
        b2->vx += dx * bm;
        b2->vy += dy * bm;
        b2->vz += dz * bm;
      }
    }
    for (int i = 0; i < NBODIES; i++) {
      bodies[i].x += dt * bodies[i].vx;
      bodies[i].y += dt * bodies[i].vy;
      bodies[i].z += dt * bodies[i].vz;
    }
  }
}

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 1000;
  scale();
  offset_momentum();
  printf("%.9f\n", energy());
  advance(0.01, steps);
  printf("%.9f\n", energy());
  return 0;
}
