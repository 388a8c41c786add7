"""Plain functions called through a variable whose set later meets closures: the calls
made while the set was plain and the calls through the closures must reach the same
graphs, whatever order the blocks are annotated in."""


def double(x):
    return x * 2


def negate(x):
    return -x


def make_adder(n):
    return lambda x: x + n


def pick(name, k):
    if name == "double":
        return double
    if name == "adder":
        return make_adder(k)
    if name == "square":
        return lambda x: x * x
    if name == "cube":
        return lambda x: x * x * x
    return negate


def pick_late(name):
    if name == "a":
        return lambda s: s + "!"
    return lambda s: s * 2


def wrap_late(name, k):
    if name == "z":
        return lambda s: s + str(k)
    return pick_late(name)


def entry_point(argv):
    k = len(argv)
    for name in ["double", "adder", "square", "cube", "other"]:
        h = pick(name, k)
        print(name, [h(x) for x in range(-2, 3)])
    for name in ["a", "b", "z"]:
        print(wrap_late(name, k)("s"), pick_late(name)("t"))
    return 0
