"""Builtin functions and methods of builtin types meeting the program's functions in one variable: lists and dicts (pre-built and made at run time) of lambdas and builtins, a builtin passed where lambdas are, chosen by a conditional, as key=, and among closures."""
import math
import sys

UNARY = [abs, lambda x: -x, lambda x: x * 3]
FORMATTERS = {"hex": hex, "oct": oct, "bin": bin, "str": str, "pct": lambda n: "%d%%" % n}
CLEANERS = {"strip": str.strip, "upper": str.upper, "rev": lambda s: s[::-1], "title": str.title}


def apply_all(fns, value):
    return [f(value) for f in fns]


def fold(op, items, start):
    acc = start
    for x in items:
        acc = op(acc, x)
    return acc


def make_scaler(k):
    return lambda x: x * k


def entry_point(argv):
    print(apply_all(UNARY, -4))
    for name in FORMATTERS:
        print(name, FORMATTERS[name](42))
    for name, fn in CLEANERS.items():
        print(name, repr(fn("  hello world  ")))
    nums = [3, 1, 4, 1, 5, 9, 2, 6]
    print(fold(max, nums, 0), fold(lambda a, b: a if a < b else b, nums, 99), fold(lambda a, b: a + b, nums, 0), fold(pow, [2, 3], 2))
    ops = {"max": max, "min": min, "add": lambda a, b: a + b, "sub": lambda a, b: a - b}
    ops["mul"] = lambda a, b: a * b
    for name in sorted(ops):
        print(name, ops[name](7, 3))
    words = ["pear", "fig", "banana", "kiwi"]
    for reverse in [False, True]:
        key = len if not reverse else (lambda s: -ord(s[-1]))
        print(sorted(words, key=key))
    k = 3
    scalers = [make_scaler(2), make_scaler(k), abs, lambda x: x + k]
    print([f(-5) for f in scalers])
    roots = [math.sqrt, math.fabs, lambda v: v / 2]
    print([f(10.0) for f in roots], [f(7.5) for f in [math.sqrt, lambda v: v / 2, math.fabs]])
    conv = [ord, lambda s: len(s), lambda s: s.count("a")]
    print([c("a") for c in conv])
    fn = str.lower if len(argv) > 5 else str.upper
    print(fn("MiXeD"))
    chooser = abs
    if len(argv) > 7:
        chooser = lambda v: v
    print(chooser(-12))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
