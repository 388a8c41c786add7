"""**kwargs parameters passed on with f(*args, **kwargs), f(x, k=v, **kwargs) and through several functions (one graph per set of keyword names, so the keys are known), kwargs.get with a default, "in", items(), sorted() and len() of such dicts, __init__ and base-class __init__ forwarding **props"""
import sys


def make_point(x, y, z=0, scale=1):
    return "p(%d, %d, %d)" % (x * scale, y * scale, z * scale)


def forward(*args, **kwargs):
    return make_point(*args, **kwargs)


def with_extra(x, **options):
    # explicit keywords before the forwarded ones
    return make_point(x, 1, **options)


def layered(**kw):
    return forward(5, **kw)


def inspect_options(**options):
    width = options.get("width", 80)
    height = options.get("height", 24)
    print("width" in options, "height" in options, "depth" not in options)
    for key, value in options.items():
        print("  option", key, "=", value)
    print(sorted(options), len(options))
    return width * height


def call_both(a, **kwargs):
    first = inspect_options(**kwargs)
    second = inspect_options(height=a, **kwargs)
    return first + second


class Shape(object):
    def __init__(self, kind, **props):
        self.kind = kind
        self.fill = props.get("fill", "none")
        self.color = props.get("color", "black")

    def describe(self):
        return "%s fill=%s color=%s" % (self.kind, self.fill, self.color)


class Circle(Shape):
    def __init__(self, **props):
        Shape.__init__(self, "circle", **props)


def build(kind, **props):
    return Shape(kind, **props)


def entry_point(argv):
    print(forward(1, 2))
    print(forward(1, 2, 3))
    print(forward(1, y=2, scale=2))
    print(forward(x=4, y=5, z=6, scale=3))
    print(with_extra(7))
    print(with_extra(7, z=8))
    print(with_extra(7, scale=-1, z=9))
    print(layered(y=3))
    print(layered(y=3, z=4, scale=10))
    print(inspect_options())
    print(inspect_options(width=10))
    print(inspect_options(height=2, width=3))
    print(call_both(7))
    print(call_both(7, width=2))
    print(build("square").describe())
    print(build("square", fill="dots").describe())
    print(build("dot", color="red", fill="solid").describe())
    print(Circle(color="blue").describe())
    print(Circle().describe())
    n = len(argv)
    print(forward(n, n + 1, scale=n * 4))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
