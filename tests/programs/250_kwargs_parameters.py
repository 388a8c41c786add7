"""**kwargs parameters (a dict of str to the union of the values, in call order: get,
iteration, len, items, in) and calls f(**d) with a dict display or a dict literal of
constant keys, mixed with positional, keyword and *args arguments"""

import sys


def configure(name, **options):
    return len(options)


def describe(name, *args, **kwargs):
    parts = [name]
    for a in args:
        parts.append(str(a))
    for key in kwargs:
        parts.append("%s=%s" % (key, kwargs[key]))
    return " ".join(parts)


def settings(**kw):
    width = kw.get("width", "80")
    height = kw.get("height", "24")
    title = kw.get("title")
    return width, height, title, title is None


def point(x, y, z=0):
    return x * 100 + y * 10 + z


def scaled(factor, **coords):
    total = 0
    keys = []
    for key, value in coords.items():
        keys.append(key)
        total += value * factor
    return total, keys, sorted(coords.values()), "x" in coords


def forward(name, **kwargs):
    # The dict received is an ordinary dict: copied, changed, shown.
    mine = dict(kwargs)
    mine["seen"] = 1
    return name + repr(sorted(mine.items()))


class Node(object):
    def __init__(self, kind, **attrs):
        self.kind = kind
        self.attrs = attrs

    def show(self, **extra):
        return "%s%r%r" % (self.kind, self.attrs, extra)


def entry_point(argv):
    print(configure("x"))
    print(configure("x", a=1, b=2))
    print(configure(name="y", c=3))
    print(describe("d"))
    print(describe("d", 1, 2))
    print(describe("d", 1, first=10, second=20))
    print(describe("d", third=30, first=1))
    print(settings(width="100"))
    print(settings(height="7", title="t", width="1"))
    print(settings())
    print(scaled(2, x=1, y=2, z=3))
    print(scaled(3))
    print(scaled(-1, y=5))
    print(forward("f", b=2, a=1))
    print(forward("g"))
    args = {"x": 1, "y": 2}
    print(point(**args))
    print(point(**{"y": 5, "x": 6, "z": 7}))
    n = len(argv)
    print(point(n, **{"y": n + 1}))
    print(point(3, z=9, **{"y": 4}))
    print(describe("e", **{"k": 5, "j": 6}))
    opts = {"width": "3", "title": str(n * 4)}
    print(settings(**opts))
    print(opts)
    node = Node("leaf", color=1, size=2)
    print(node.show())
    print(node.show(mark=4))
    print(Node("root").show(a=1, b=2))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
