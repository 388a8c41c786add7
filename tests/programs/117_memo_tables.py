"""specialize.memo: tables computed at translation time, looked up by bools, frozen objects, classes."""
from rlib.objectmodel import specialize


class Mode:
    def __init__(self, name, width):
        self.name = name
        self.width = width

    def _freeze_(self):
        return True


NARROW = Mode("narrow", 4)
WIDE = Mode("wide", 12)
HUGE = Mode("huge", 30)


class Shape:
    sides = 0


class Triangle(Shape):
    sides = 3


class Square(Shape):
    sides = 4


@specialize.memo()
def greeting(formal):
    if formal:
        return "Good evening"
    return "hey"


@specialize.memo()
def ruler(mode):
    # Built once per mode at translation time: the result is a prebuilt string.
    return "-" * mode.width + "+"


@specialize.memo()
def powers(mode, squares):
    if squares:
        return [i * i for i in range(mode.width // 4 + 1)]
    return [2 ** i for i in range(mode.width // 4 + 1)]


@specialize.memo()
def label(mode):
    if mode is None:
        return "default"
    return mode.name.upper()


@specialize.memo()
def next_mode(mode):
    if mode is NARROW:
        return WIDE
    if mode is WIDE:
        return HUGE
    return NARROW


@specialize.memo()
def shape_name(cls):
    return cls.__name__.lower() + "/" + str(cls.sides)


@specialize.memo()
def scale(n, offset):
    return n * 10 + offset


def choose(i):
    if i % 3 == 0:
        return NARROW
    if i % 3 == 1:
        return WIDE
    return HUGE


def maybe_mode(i):
    if i == 0:
        return None
    return choose(i)


def shape_class(i):
    if i % 2 == 0:
        return Triangle
    return Square


def entry_point(argv):
    for i in range(4):
        formal = i % 2 == 1
        print(i, greeting(formal), greeting(True), greeting(False))
    for i in range(3):
        mode = choose(i)
        print(mode.name, ruler(mode), len(ruler(mode)))
        print("  powers", powers(mode, True), powers(mode, i == 1), sum(powers(mode, False)))
        print("  next", next_mode(mode).name, next_mode(next_mode(mode)).width)
    for i in range(4):
        print("label", i, label(maybe_mode(i)), label(None), label(WIDE))
    for i in range(3):
        cls = shape_class(i)
        print(shape_name(cls), shape_name(Square), cls().sides)
    print(scale(4, 2), scale(7, 0), scale(4, offset=5))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
