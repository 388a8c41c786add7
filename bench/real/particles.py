"""Particles in a box: a Vec class with operators, elastic wall bounces, gravity, pairwise collisions on a spatial hash, energy bookkeeping."""
import math
import random
import sys

WIDTH = 100.0
HEIGHT = 60.0
GRAVITY = -9.81
DT = 0.01
RADIUS = 1.5


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def length(self):
        return math.hypot(self.x, self.y)

    def __repr__(self):
        return f"Vec({self.x:.3f}, {self.y:.3f})"


class Particle:
    count = 0

    def __init__(self, pos, vel, mass):
        self.pos = pos
        self.vel = vel
        self.mass = mass
        Particle.count += 1
        self.ident = Particle.count

    def kinetic(self):
        return 0.5 * self.mass * self.vel.dot(self.vel)

    def potential(self):
        return -self.mass * GRAVITY * self.pos.y


class World:
    def __init__(self, n, seed):
        rng = random.Random(seed)
        self.particles = []
        for _ in range(n):
            pos = Vec(rng.uniform(RADIUS, WIDTH - RADIUS), rng.uniform(RADIUS, HEIGHT - RADIUS))
            vel = Vec(rng.gauss(0.0, 5.0), rng.gauss(0.0, 5.0))
            self.particles.append(Particle(pos, vel, rng.choice([1.0, 2.0, 3.0])))
        self.bounces = 0
        self.collisions = 0

    def energy(self):
        return sum(p.kinetic() + p.potential() for p in self.particles)

    def step(self):
        for p in self.particles:
            p.vel = p.vel + Vec(0.0, GRAVITY * DT)
            p.pos = p.pos + p.vel * DT
            if p.pos.x < RADIUS or p.pos.x > WIDTH - RADIUS:
                p.vel.x = -p.vel.x
                p.pos.x = min(max(p.pos.x, RADIUS), WIDTH - RADIUS)
                self.bounces += 1
            if p.pos.y < RADIUS or p.pos.y > HEIGHT - RADIUS:
                p.vel.y = -p.vel.y
                p.pos.y = min(max(p.pos.y, RADIUS), HEIGHT - RADIUS)
                self.bounces += 1
        self.collide()

    def collide(self):
        cells = {}
        size = 2 * RADIUS
        for i, p in enumerate(self.particles):
            key = (int(p.pos.x // size), int(p.pos.y // size))
            cells.setdefault(key, []).append(i)
        for (cx, cy), members in cells.items():
            for dx in (0, 1):
                for dy in (-1, 0, 1):
                    others = cells.get((cx + dx, cy + dy), [])
                    for i in members:
                        for j in others:
                            if j <= i and (dx, dy) == (0, 0):
                                continue
                            self.bounce_pair(self.particles[i], self.particles[j])

    def bounce_pair(self, a, b):
        d = a.pos - b.pos
        dist = d.length()
        if dist == 0.0 or dist >= 2 * RADIUS:
            return
        rel = a.vel - b.vel
        approach = rel.dot(d)
        if approach >= 0:
            return
        k = 2 * approach / ((a.mass + b.mass) * dist * dist)
        a.vel = a.vel - d * (k * b.mass)
        b.vel = b.vel + d * (k * a.mass)
        self.collisions += 1


def run_once(argv):
    world = World(40, 12345)
    e0 = world.energy()
    print(f"particles: {Particle.count}, energy at start: {e0:.4f}")
    for step in range(1, 301):
        world.step()
        if step % 100 == 0:
            e = world.energy()
            print(f"step {step}: energy {e:.4f} ({(e - e0) / e0 * 100:+.3f}%), "
                  f"bounces {world.bounces}, collisions {world.collisions}")
    fastest = max(world.particles, key=lambda p: p.vel.length())
    print("fastest:", fastest.ident, fastest.pos, fastest.vel, round(fastest.vel.length(), 6))
    heights = sorted(round(p.pos.y, 2) for p in world.particles)
    print("lowest:", heights[:5], "highest:", heights[-3:])
    return 0


def entry_point(argv):
    # Bench form: the program's run repeated (argv[1] times, once by default).
    repeat = int(argv[1]) if len(argv) > 1 else 1
    status = 0
    for _ in range(repeat):
        status = run_once(argv[:1])
    return status


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
