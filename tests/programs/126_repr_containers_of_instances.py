"""Containers of instances shown through each item's __repr__: lists, tuples and dicts with print, str(), repr(), f-strings, % and str.format(); nesting; None items; __str__ ignored inside containers"""


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __str__(self):
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)

    def __repr__(self):
        return "Money(%d)" % self.cents


class Tag:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "<" + self.name + ">"


def find_tag(tags, name):
    for tag in tags:
        if tag.name == name:
            return tag
    return None


def make_points(n):
    points = []
    for i in range(n):
        points.append(Point(i, i * i - 3))
    return points


def show_lists():
    points = make_points(3)
    print(points)
    print(str(points))
    print(repr(points))
    print("points: %s" % points)
    print("points: %r" % (points,))
    print(f"points={points}")
    print(f"points={points!r} and first={points[0]}")
    print("{} / {!r}".format(points, points[1:]))
    print([], make_points(0), make_points(1))
    text = str(points)
    print(len(text), text.count("Point"))
    print(points[::-1], sep="", end="!\n")


def show_tuples_and_dicts():
    pair = (Point(1, 2), Point(-3, 4))
    print(pair)
    single = (Tag("only"),)
    print(single, repr(single))
    mixed = (1, "one", Tag("a"), 2.5, [Tag("b")])
    print(mixed)
    print(str(mixed), f"{mixed}")
    by_name = {"origin": Point(0, 0), "unit": Point(1, 1)}
    print(by_name)
    by_name["far"] = Point(100, -100)
    print(str(by_name), len(repr(by_name)))
    by_id = {}
    for i in range(3):
        by_id[i] = Tag("t%d" % i)
    print(by_id)
    print("%s and %s" % (by_id, pair))
    keyed = {}
    origin = Tag("origin")
    keyed[origin] = 1
    keyed[Tag("other")] = 2
    print(keyed, keyed[origin])


def show_nested():
    rows = [(Point(1, 1), Tag("a")), (Point(2, 4), Tag("b"))]
    print(rows)
    groups = {"even": [Point(0, 0), Point(2, 4)], "odd": [Point(1, 1)], "none": []}
    print(groups)
    print(f"{groups['even']} {groups['none']}")
    grid = [[Tag("x"), Tag("o")], [Tag("o"), Tag("x")]]
    print(grid)
    deep = {"a": [(1, [Point(5, 6)])], "b": []}
    print(deep)
    table = [{"p": Point(1, 2)}, {"q": Point(3, 4), "r": Point(5, 6)}]
    print(table)


def show_none_items():
    maybe = [Point(1, 2), None, Point(3, 4)]
    print(maybe)
    maybe[0] = None
    print(maybe, str(maybe), repr(maybe))
    slots = {"a": Tag("x")}
    slots["b"] = None
    print(slots)
    tags = [Tag("x"), Tag("y")]
    pair = (find_tag(tags, "zz"), find_tag(tags, "y"))
    print(pair)
    print([find_tag(tags, "x"), find_tag(tags, "w")])
    count = 0
    for p in maybe:
        if p is None:
            count += 1
    print("nones:", count)


def show_str_vs_repr():
    wallet = [Money(150), Money(5)]
    print(wallet[0], wallet[1])
    print(str(wallet[0]), repr(wallet[0]))
    print(wallet)
    print(str(wallet), f"{wallet}", "%s" % wallet)
    print(f"{wallet[0]} {wallet[0]!r} {wallet[0]!s}")
    print("%s %r" % (wallet[1], wallet[1]))
    print("{} {!r} {}".format(wallet[0], wallet[0], wallet))
    print("{0!r} costs {0}".format(Money(42)), "%r/%s" % (Money(7), Money(8)))
    prices = {"tea": Money(250), "cake": Money(399)}
    print(prices)
    print(", ".join([str(m) for m in prices.values()]))
    print(", ".join([repr(m) for m in prices.values()]))
    print((Money(1), Money(10)))


def entry_point(argv):
    show_lists()
    show_tuples_and_dicts()
    show_nested()
    show_none_items()
    show_str_vs_repr()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
