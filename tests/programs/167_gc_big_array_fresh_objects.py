"""A big long-lived list of instances (and a fixed-size one) whose items are replaced by
freshly made objects a few at a time while garbage is made: an old array pointing to
young objects through a handful of its slots at each collection."""


class Point(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y


def churn(n):
    junk = None
    for i in range(n):
        junk = Point(i, junk is None)
    return junk.x


def entry_point(argv):
    size = 100000
    points = []
    for i in range(size):
        points.append(Point(i, -i))
    fixed = [Point(0, 0)] * 1000
    labels = ["-"] * size
    churn(50000)
    seed = 12345
    for rnd in range(300):
        for k in range(7):
            seed = (seed * 1103515245 + 12345) % 2147483648
            i = seed % size
            points[i] = Point(points[i].x + rnd, rnd)
            labels[i] = "r%d" % rnd
            fixed[seed % 1000] = Point(rnd, k)
        churn(500)
    sx = 0
    sy = 0
    for p in points:
        sx += p.x
        sy += p.y
    print(len(points), sx, sy)
    print(sum([p.x * 3 + p.y for p in fixed]))
    changed = [l for l in labels if l != "-"]
    print(len(changed), changed[:5], changed[-5:])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
