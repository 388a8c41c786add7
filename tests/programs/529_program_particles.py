import math
import random


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def length(self):
        return math.hypot(self.x, self.y)

    def __repr__(self):
        return "Vec(%.2f, %.2f)" % (self.x, self.y)


class Particle:
    def __init__(self, pos, vel, mass=1.0):
        self.pos = pos
        self.vel = vel
        self.mass = mass

    def step(self, dt, gravity):
        self.vel = self.vel + gravity * dt
        self.pos = self.pos + self.vel * dt
        if self.pos.y < 0:
            self.pos.y = -self.pos.y
            self.vel.y = -self.vel.y * 0.8
        if not 0 <= self.pos.x <= 10:
            self.vel.x = -self.vel.x
            self.pos.x = min(max(self.pos.x, 0.0), 10.0)


def energy(particles, g):
    ke = sum(0.5 * p.mass * p.vel.length() ** 2 for p in particles)
    pe = sum(p.mass * g * p.pos.y for p in particles)
    return ke, pe


def entry_point(argv):
    random.seed(42)
    gravity = Vec(0, -9.81)
    ps = [Particle(Vec(random.uniform(0, 10), random.uniform(1, 5)),
                   Vec(random.gauss(0, 1), 0), mass=random.choice([1.0, 2.0, 0.5]))
          for _ in range(8)]
    dt = 0.01
    for step in range(300):
        for p in ps:
            p.step(dt, gravity)
        if step % 100 == 0:
            ke, pe = energy(ps, 9.81)
            print(f"step {step:4d}: KE={ke:10.4f} PE={pe:10.4f} total={ke + pe:.4f}")
    highest = max(ps, key=lambda p: p.pos.y)
    print("highest:", highest.pos, highest.mass)
    centre = Vec(0, 0)
    for p in ps:
        centre = centre + p.pos * (1 / len(ps))
    print("centre", centre)
    xs = sorted(round(p.pos.x, 3) for p in ps)
    print(xs)
    print(2 * Vec(1, 2))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
