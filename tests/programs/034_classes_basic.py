"""Classes: __init__, attributes, methods calling methods, instances in lists, mutation."""


class Counter:
    def __init__(self, name, start):
        self.name = name
        self.value = start
        self.history = []

    def incr(self, by):
        self.history.append(self.value)
        self.value += by
        return self.value

    def reset(self):
        self.value = 0
        self.history = []

    def describe(self):
        return "%s=%d (%d changes)" % (self.name, self.value, len(self.history))


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def scale(self, k):
        return Point(self.x * k, self.y * k)

    def dist2(self):
        return self.x * self.x + self.y * self.y

    def __str__(self):
        return "(%d, %d)" % (self.x, self.y)


def entry_point(argv):
    c = Counter("clicks", 10)
    c.incr(1)
    c.incr(5)
    print(c.describe(), c.history)
    c.reset()
    print(c.describe())
    p = Point(1, 2)
    q = Point(3, -4)
    r = p.add(q).scale(2)
    print(str(p), str(q), str(r), r.dist2())
    pts = [Point(i, i * i) for i in range(4)]
    total = Point(0, 0)
    for pt in pts:
        total = total.add(pt)
    print("total", str(total))
    counters = [Counter("c%d" % i, i) for i in range(3)]
    for i in range(3):
        for k in range(i + 1):
            counters[i].incr(k)
    print([x.describe() for x in counters])
    same = p
    same.x = 100
    print(p.x, same is p, p is q)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
