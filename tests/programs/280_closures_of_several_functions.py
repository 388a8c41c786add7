"""Closures made by different functions meeting in one variable, list, dict, attribute and argument: called in loops, passed, returned, compared with `is`, with late binding and nonlocal state; bound methods of unrelated classes in one variable."""
import sys


def make_adder(n):
    return lambda x: x + n


def make_multiplier(k):
    return lambda x: x * k


def make_power(p):
    def power(x):
        r = 1
        for _ in range(p):
            r *= x
        return r

    return power


def make_counter(step):
    count = 0

    def tick(x):
        nonlocal count
        count += step
        return x + count

    return tick


def make_clamp(lo, hi):
    def clamp(x):
        if x < lo:
            return lo
        if x > hi:
            return hi
        return x

    return clamp


def compose(f, g):
    return lambda x: f(g(x))


def apply_all(fs, x):
    out = []
    for f in fs:
        out.append(f(x))
    return out


def choose(name, arg):
    if name == "add":
        return make_adder(arg)
    if name == "mul":
        return make_multiplier(arg)
    if name == "pow":
        return make_power(arg)
    return make_clamp(-arg, arg)


class Pipeline:
    def __init__(self):
        self.stages = []
        self.last = None

    def add(self, f):
        self.stages.append(f)
        self.last = f
        return self

    def run(self, x):
        for stage in self.stages:
            x = stage(x)
        return x


def make_greeter(greeting):
    return lambda name: greeting + ", " + name + "!"


def make_shouter(suffix):
    def shout(name):
        return name.upper() + suffix

    return shout


class Dog:
    def __init__(self, name):
        self.name = name

    def speak(self, times):
        return self.name + " says" + " woof" * times


class Robot:
    def __init__(self, serial):
        self.serial = serial

    def beep(self, times):
        return "unit %d: %s" % (self.serial, "beep " * times)


def late_binding():
    fs = []
    for i in range(3):
        fs.append(lambda x: x + i)
    print("late:", [f(10) for f in fs])
    base = 1
    g = make_adder(base)
    h = lambda x: x * base
    both = [g, h]
    base = 100
    print("late base:", [f(5) for f in both])


def entry_point(argv):
    fs = [make_adder(1), make_multiplier(2), make_power(3), make_clamp(0, 20)]
    for f in fs:
        print(f(10), f(-4), f(0))
    print(apply_all(fs, 7))
    table = {}
    table["inc"] = make_adder(1)
    table["dbl"] = make_multiplier(2)
    table["sq"] = make_power(2)
    for name in sorted(table):
        print(name, table[name](9))
    for name, arg in [("add", 3), ("mul", 4), ("pow", 5), ("clamp", 6)]:
        f = choose(name, arg)
        print(name, arg, [f(x) for x in range(-8, 9, 4)])
    p = Pipeline().add(make_adder(3)).add(make_multiplier(5)).add(make_clamp(-100, 100))
    print("pipeline:", [p.run(x) for x in range(-30, 31, 10)])
    print("last is clamp-like:", p.last(1000))
    c1 = make_counter(1)
    c2 = make_counter(10)
    counters = [c1, c2, make_adder(0)]
    for round_ in range(3):
        print("round", round_, [c(100) for c in counters])
    h = compose(make_adder(1), make_multiplier(3))
    k = compose(make_power(2), make_adder(-1))
    print("composed:", h(4), k(4), compose(h, k)(3))
    f = fs[0]
    print("is:", f is fs[0], f is fs[1], fs[1] is fs[1])
    maybe = None
    if len(argv) < 5:
        maybe = fs[2]
    if maybe is not None:
        print("maybe:", maybe(4))
    speakers = [make_greeter("Hello"), make_shouter("!!!"), make_greeter("Bye")]
    for s in speakers:
        print(repr(s("ann")))
    pets = [Dog("rex").speak, Robot(7).beep]
    for m in pets:
        print(m(2))
    m = pets[0] if len(argv) > 3 else pets[1]
    print(m(1))
    late_binding()
    total = 0
    for i in range(1000):
        total += fs[i % 4](i) % 1000
    print("total:", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
