"""Nested functions and lambdas whose default values are computed when they are made (`lambda x, i=i: ...`): bound in loops and comprehensions, overridden by the caller, positional and by keyword, mixed with free variables, str and float defaults, stored as callbacks."""
import sys


def make_callbacks(names):
    callbacks = []
    for index, name in enumerate(names):
        def callback(event, index=index, name=name):
            return "%s#%d got %s" % (name, index, event)

        callbacks.append(callback)
    return callbacks


def scaled(factor):
    offset = factor * 10

    def scale(x, f=factor * 2, label="s" + str(factor)):
        return label + ":" + str(x * f + offset)

    return scale


def entry_point(argv):
    fs = []
    for i in range(3):
        fs.append(lambda i=i: i * 2)
    print([f() for f in fs])
    adders = [lambda x, i=i: x + i for i in range(4)]
    print([a(10) for a in adders])
    print([a(10, 100) for a in adders])
    print([a(1, i=-1) for a in adders])
    n = len(argv)
    late = [lambda x, k=n: x * k + n for _ in range(2)]
    n = 50
    print([g(3) for g in late])
    for cb in make_callbacks(["open", "close", "save"]):
        print(cb("click"))
        print(cb("key", name="override"))
    s1 = scaled(1)
    s3 = scaled(3)
    print(s1(5), s3(5), s3(5, 4), s1(2, label="L"))
    weights = {}
    for w in [0.5, 1.25, -2.0]:
        weights[repr(w)] = lambda v, w=w: v * w
    for key in sorted(weights):
        print(key, repr(weights[key](3.0)))
    ops = [(lambda a, b=b: a - b) for b in range(5, 8)]
    ops.sort(key=lambda f: f(0))
    print([op(100) for op in ops])
    best = max(range(5), key=lambda v, m=3: -abs(v - m))
    print("best:", best)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
