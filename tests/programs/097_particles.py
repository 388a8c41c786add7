"""A float particle simulation: gravity, bouncing off walls, energy bookkeeping."""


class Particle:
    def __init__(self, x, y, vx, vy, mass):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.mass = mass
        self.bounces = 0

    def step(self, dt, gravity, width, height):
        self.vy -= gravity * dt
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.x < 0.0:
            self.x = -self.x
            self.vx = -self.vx
            self.bounces += 1
        elif self.x > width:
            self.x = 2.0 * width - self.x
            self.vx = -self.vx
            self.bounces += 1
        if self.y < 0.0:
            self.y = -self.y
            self.vy = -self.vy * 0.9
            self.bounces += 1
        elif self.y > height:
            self.y = 2.0 * height - self.y
            self.vy = -self.vy

    def energy(self, gravity):
        return 0.5 * self.mass * (self.vx * self.vx + self.vy * self.vy) + self.mass * gravity * self.y


def entry_point(argv):
    ps = [Particle(1.0, 5.0, 2.0, 0.0, 1.0), Particle(3.0, 1.0, -1.5, 4.0, 2.0),
          Particle(9.0, 9.0, 0.5, -3.0, 0.5)]
    g = 9.81
    total0 = 0.0
    for p in ps:
        total0 += p.energy(g)
    print("initial energy %.6f" % total0)
    for t in range(1, 2001):
        for p in ps:
            p.step(0.001, g, 10.0, 10.0)
        if t % 500 == 0:
            e = 0.0
            for p in ps:
                e += p.energy(g)
            print("t=%.1f energy=%.6f" % (t * 0.001, e))
    for p in ps:
        print("x=%.4f y=%.4f vx=%.4f vy=%.4f bounces=%d" % (p.x, p.y, p.vx, p.vy, p.bounces))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
