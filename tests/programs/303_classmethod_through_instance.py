"""classmethods called through an instance of a class without subclasses (self.name(...),
obj.name(...)), through cls inside another classmethod, and cls used to instantiate and
to read class attributes; a classmethod inherited by a subclass binds that subclass."""


class Point(object):
    dims = 2
    label = "pt"

    def __init__(self, x, y=0):
        self.x = x
        self.y = y

    @classmethod
    def origin(cls):
        return cls(0)

    @classmethod
    def at(cls, x, y=5):
        return cls(x, y)

    @classmethod
    def describe(cls, extra):
        return "%s/%d/%s" % (cls.label, cls.dims, extra)

    @classmethod
    def diagonal(cls, n):
        p = cls.at(n, n)
        return p

    @classmethod
    def summary(cls):
        return cls.describe("sum") + "|" + str(cls.origin().x)

    def moved(self):
        return self.origin()

    def twin(self):
        return self.at(self.x + 1)

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Base(object):
    kind = "base"

    def __init__(self, n):
        self.n = n

    @classmethod
    def make(cls, n):
        return cls(n * 2)

    @classmethod
    def name_of(cls):
        return cls.kind


class Leaf(Base):
    kind = "leaf"

    def again(self):
        return self.make(self.n)


class Counter(object):
    start = 10

    def __init__(self):
        self.count = self.initial()

    @classmethod
    def initial(cls):
        return cls.start + 1

    def bump(self):
        self.count += self.initial()
        return self.count


def entry_point(argv):
    print(Point.origin().x)
    p = Point(3, 4)
    print(p.moved())
    print(p.moved().x, p.moved().y)
    print(p.twin())
    print(p.at(7))
    print(p.at(7, 8))
    print(p.at(y=1, x=2))
    print(Point.at(9))
    print(p.describe("inst"))
    print(Point.describe("class"))
    print(p.diagonal(4))
    print(Point.diagonal(6))
    print(p.summary())
    print(Point.summary())
    f = p.origin
    print(f())
    g = Point.at
    print(g(1, 2))
    pts = [Point(i, i * i) for i in range(4)]
    print([q.twin() for q in pts])
    print(sum([q.diagonal(q.x).y for q in pts]))
    leaf = Leaf(5)
    print(leaf.again().n)
    print(type(leaf.again()).__name__)
    print(Leaf.make(3).n, type(Leaf.make(3)).__name__)
    print(Base.make(3).n, type(Base.make(3)).__name__)
    print(leaf.name_of(), Leaf.name_of())
    c = Counter()
    print(c.count)
    print(c.bump(), c.bump())
    print(Counter.initial())
    for i in range(len(argv) + 2):
        print(p.at(i).y + i)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
