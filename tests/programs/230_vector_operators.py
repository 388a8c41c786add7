"""Arithmetic special methods of a user class: a small Vec3 ray-tracer-like computation
with __add__ __sub__ __mul__ __truediv__ __neg__ __abs__ __pos__, reflected __rmul__
(2 * v) and __radd__ (0 + v, sum-like folds), in-place __iadd__ and += falling back to
__add__, __matmul__ as a dot product, __eq__/__ne__ and floats printed with repr"""

import math
import sys


class Vec3:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, other):
        return Vec3(self.x + other.x, self.y + other.y, self.z + other.z)

    def __radd__(self, other):
        # 0 + v: the start of a running sum
        return Vec3(self.x + other, self.y + other, self.z + other)

    def __sub__(self, other):
        return Vec3(self.x - other.x, self.y - other.y, self.z - other.z)

    def __mul__(self, k):
        return Vec3(self.x * k, self.y * k, self.z * k)

    def __rmul__(self, k):
        return Vec3(self.x * k, self.y * k, self.z * k)

    def __truediv__(self, k):
        return Vec3(self.x / k, self.y / k, self.z / k)

    def __matmul__(self, other):
        return self.x * other.x + self.y * other.y + self.z * other.z

    def __neg__(self):
        return Vec3(-self.x, -self.y, -self.z)

    def __pos__(self):
        return self

    def __abs__(self):
        return math.sqrt(self @ self)

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y and self.z == other.z

    def __repr__(self):
        return "Vec3(%r, %r, %r)" % (self.x, self.y, self.z)


class Counter:
    """Only __add__: `c += n` falls back to it and rebinds c to a new object."""

    def __init__(self, n):
        self.n = n

    def __add__(self, k):
        return Counter(self.n + k)


class Accumulator:
    """__iadd__ changes the object in place and returns it."""

    def __init__(self):
        self.total = 0.0
        self.count = 0

    def __iadd__(self, value):
        self.total += value
        self.count += 1
        return self

    def __isub__(self, value):
        self.total -= value
        return self


class Sphere:
    def __init__(self, center, radius):
        self.center = center
        self.radius = radius

    def hit(self, origin, direction):
        oc = origin - self.center
        a = direction @ direction
        b = 2.0 * (oc @ direction)
        c = oc @ oc - self.radius * self.radius
        disc = b * b - 4 * a * c
        if disc < 0:
            return -1.0
        return (-b - math.sqrt(disc)) / (2.0 * a)


def normalize(v):
    return v / abs(v)


def render(width, height):
    sphere = Sphere(Vec3(0.0, 0.0, -3.0), 1.0)
    light = normalize(Vec3(1.0, 1.0, 1.0))
    origin = Vec3(0.0, 0.0, 0.0)
    rows = []
    shades = " .:-=+*#%@"
    for j in range(height):
        row = ""
        for i in range(width):
            u = (i + 0.5) / width * 2.0 - 1.0
            v = 1.0 - (j + 0.5) / height * 2.0
            d = normalize(Vec3(u, v, -1.0))
            t = sphere.hit(origin, d)
            if t < 0:
                row += " "
            else:
                p = origin + t * d
                n = normalize(p - sphere.center)
                level = max(0.0, n @ light)
                row += shades[int(level * 9.999)]
        rows.append(row)
    return rows


def entry_point(argv):
    a = Vec3(1.0, 2.0, 3.0)
    b = Vec3(-4.0, 0.5, 2.0)
    print(a + b)
    print(a - b)
    print(a * 3)
    print(2 * a)
    print(0.5 * b)
    print(a / 4)
    print(-a)
    print(+b)
    print(abs(a))
    print(a @ b)
    print(a == Vec3(1.0, 2.0, 3.0), a != Vec3(1.0, 2.0, 3.0), a == b, a != b)
    total = 0 + a
    print(total)
    for v in [b, a, b]:
        total = total + v
    print(total)
    c = a
    c += b
    print(c, a)
    c -= a
    print(c)
    c *= 2
    print(c)
    counter = Counter(1)
    first = counter
    counter += 41
    print(counter.n, first.n, counter is first)
    acc = Accumulator()
    same = acc
    for x in [1.5, 2.25, 3.125]:
        acc += x
    acc -= 0.875
    print(acc.total, acc.count, acc is same)
    for row in render(24, 12):
        print("|" + row + "|")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
