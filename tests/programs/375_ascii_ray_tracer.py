"""A tiny ray tracer to ASCII: a Vec class with __add__/__sub__/__mul__/__neg__/__repr__, spheres and planes with an intersect method per subclass, lights, shading to characters."""
import math
import sys


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def __rmul__(self, k):
        return self * k

    def __neg__(self):
        return Vec(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def length(self):
        return math.sqrt(self.dot(self))

    def norm(self):
        n = self.length()
        return self * (1.0 / n) if n > 0 else Vec(0.0, 0.0, 0.0)

    def __repr__(self):
        return "Vec(%.3f, %.3f, %.3f)" % (self.x, self.y, self.z)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.norm()

    def at(self, t):
        return self.origin + self.direction * t


class Shape:
    def __init__(self, name, reflect):
        self.name = name
        self.reflect = reflect

    def intersect(self, ray):
        return -1.0

    def normal(self, p):
        return Vec(0.0, 1.0, 0.0)


class Sphere(Shape):
    def __init__(self, name, center, radius, reflect=0.0):
        Shape.__init__(self, name, reflect)
        self.center = center
        self.radius = radius

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return -1.0
        sq = math.sqrt(disc)
        t = -b - sq
        if t > 1e-6:
            return t
        t = -b + sq
        return t if t > 1e-6 else -1.0

    def normal(self, p):
        return (p - self.center).norm()


class Plane(Shape):
    def __init__(self, name, point, n, reflect=0.0):
        super().__init__(name, reflect)
        self.point = point
        self.n = n.norm()

    def intersect(self, ray):
        denom = self.n.dot(ray.direction)
        if abs(denom) < 1e-9:
            return -1.0
        t = (self.point - ray.origin).dot(self.n) / denom
        return t if t > 1e-6 else -1.0

    def normal(self, p):
        return self.n


SHADES = " .:-=+*#%@"
LIGHT = Vec(-5.0, 8.0, -4.0)


def closest(scene, ray):
    best_t = float("inf")
    best = None
    for shape in scene:
        t = shape.intersect(ray)
        if 0 < t < best_t:
            best_t = t
            best = shape
    return best, best_t


def trace(scene, ray, depth):
    shape, t = closest(scene, ray)
    if shape is None:
        return 0.05
    p = ray.at(t)
    n = shape.normal(p)
    to_light = (LIGHT - p).norm()
    shadow_hit, st = closest(scene, Ray(p + n * 1e-4, to_light))
    diffuse = max(0.0, n.dot(to_light))
    if shadow_hit is not None and st < (LIGHT - p).length():
        diffuse *= 0.3
    color = 0.1 + 0.9 * diffuse
    if shape.reflect > 0 and depth < 3:
        d = ray.direction
        r = d - n * (2 * d.dot(n))
        color = color * (1 - shape.reflect) + trace(scene, Ray(p + n * 1e-4, r), depth + 1) * shape.reflect
    return min(color, 1.0)


def render(width, height):
    scene = [
        Sphere("big", Vec(0.0, 1.0, 5.0), 1.0, 0.3),
        Sphere("small", Vec(-1.8, 0.5, 4.0), 0.5),
        Sphere("far", Vec(2.0, 1.5, 8.0), 1.5, 0.5),
        Plane("floor", Vec(0.0, 0.0, 0.0), Vec(0.0, 1.0, 0.0)),
    ]
    eye = Vec(0.0, 1.2, -1.0)
    rows = []
    total = 0.0
    for j in range(height):
        line = []
        for i in range(width):
            x = (i - width / 2) / width * 2.0
            y = -(j - height / 2) / height * 1.5 + 1.2
            ray = Ray(eye, Vec(x, y, 0.0) - eye + Vec(0.0, 0.0, 1.0))
            c = trace(scene, ray, 0)
            total += c
            line.append(SHADES[int(c * (len(SHADES) - 1))])
        rows.append("".join(line))
    return rows, total


def entry_point(argv):
    rows, total = render(64, 24)
    for r in rows:
        print(r.rstrip())
    print("total brightness %.6f" % total)
    print(Vec(1.0, 2.0, 3.0) + Vec(0.5, 0.5, 0.5), -Vec(1.0, 0.0, 0.0), 2.0 * Vec(1.0, 1.0, 1.0))
    print(repr(Vec(3.0, 4.0, 0.0).norm()), Vec(3.0, 4.0, 0.0).length())
    _, t = closest([Sphere("s", Vec(0.0, 0.0, 5.0), 1.0)], Ray(Vec(0.0, 0.0, 0.0), Vec(0.0, 0.0, 1.0)))
    print(t, repr(t))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
