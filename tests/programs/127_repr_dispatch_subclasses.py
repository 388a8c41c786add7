"""__repr__ of container items through a class hierarchy: subclasses overriding it (vtable dispatch), a base __repr__ built from overridden methods and subclass attributes, one inherited implementation, recursive trees, prebuilt lists"""


class Shape:
    def __init__(self, name):
        self.name = name

    def kind(self):
        return "Shape"

    def area(self):
        return 0

    def details(self):
        return ""

    def __repr__(self):
        return "%s %s(area=%d%s)" % (self.kind(), self.name, self.area(), self.details())


class Square(Shape):
    def __init__(self, name, side):
        Shape.__init__(self, name)
        self.side = side

    def kind(self):
        return "Square"

    def area(self):
        return self.side * self.side

    def details(self):
        return ", side=%d" % self.side


class Cube(Square):
    def kind(self):
        return "Cube"

    def area(self):
        return 6 * Square.area(self)


class Circle(Shape):
    def __init__(self, name, radius):
        Shape.__init__(self, name)
        self.radius = radius

    def __repr__(self):
        return "Circle(%r, r=%d)" % (self.name, self.radius)


class Dot(Shape):
    def __repr__(self):
        return "."


class Animal:
    def __init__(self, name, legs):
        self.name = name
        self.legs = legs

    def sound(self):
        return "..."

    def __repr__(self):
        return "%s<%d legs, says %s>" % (self.name, self.legs, self.sound())


class Dog(Animal):
    def sound(self):
        return "woof"


class Bird(Animal):
    def __init__(self, name):
        Animal.__init__(self, name, 2)

    def sound(self):
        return "tweet"


class Tree:
    def __init__(self, label):
        self.label = label
        self.children = []

    def add(self, child):
        self.children.append(child)
        return child

    def __repr__(self):
        if not self.children:
            return self.label
        return "%s%s" % (self.label, self.children)


class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __repr__(self):
        return "v%d.%d" % (self.major, self.minor)


RELEASES = [Version(1, 0), Version(1, 2), Version(2, 0)]
LATEST = {"stable": Version(1, 2), "beta": Version(2, 0)}


def make_shapes():
    shapes = [Shape("blob"), Square("sq", 3), Circle("c1", 2), Cube("box", 2), Dot("d")]
    return shapes


def squares_only(n):
    result = []
    for i in range(1, n + 1):
        if i % 2 == 0:
            result.append(Cube("c%d" % i, i))
        else:
            result.append(Square("s%d" % i, i))
    return result


def add_by_kind(by_kind, shape):
    k = shape.kind()
    if k not in by_kind:
        by_kind[k] = []
    by_kind[k].append(shape)


def show_shapes():
    shapes = make_shapes()
    print(shapes)
    for s in shapes:
        print(repr(s), "|", s)
    squares = squares_only(4)
    print(squares)
    print("squares: %s" % squares)
    by_kind = {}
    for s in shapes:
        add_by_kind(by_kind, s)
    for s in squares:
        add_by_kind(by_kind, s)
    print(by_kind)
    print(f"{len(by_kind)} kinds: {by_kind['Square']!r}")
    print([Dot("a"), Dot("b")], (Dot("c"), Circle("z", 9)))


def show_animals():
    zoo = [Dog("rex", 4), Bird("tweety"), Animal("snake", 0)]
    print(zoo)
    pairs = [(a.name, a) for a in zoo]
    print(pairs)
    dogs = [Dog("a", 4), Dog("b", 3)]
    print(dogs, str(dogs))
    birds = (Bird("x"), Bird("y"))
    print(birds)


def show_trees():
    root = Tree("root")
    left = root.add(Tree("L"))
    left.add(Tree("a"))
    left.add(Tree("b"))
    right = root.add(Tree("R"))
    right.add(Tree("c")).add(Tree("d"))
    print(root)
    print([root, left, right])
    print(root.children)
    print({"left": left, "leaf": Tree("x")})


def show_prebuilt():
    print(RELEASES)
    print(LATEST)
    RELEASES.append(Version(3, 1))
    print(RELEASES[-2:], LATEST["beta"])
    history = {}
    for v in RELEASES:
        history[v.major] = history.get(v.major, []) + [v]
    print(history)


def entry_point(argv):
    show_shapes()
    show_animals()
    show_trees()
    show_prebuilt()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
