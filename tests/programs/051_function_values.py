"""Functions as values: a dict and a list of functions, calling through a variable."""


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def safe_div(a, b):
    if b == 0:
        return 0
    return a // b


OPS = {"+": add, "-": sub, "*": mul, "/": safe_div}
PIPELINE = [add, mul, sub]


def choose(flag):
    if flag:
        return mul
    return add


def apply_all(funcs, a, b):
    results = []
    for f in funcs:
        results.append(f(a, b))
    return results


def entry_point(argv):
    for sym in ["+", "-", "*", "/"]:
        f = OPS[sym]
        print("12 %s 5 = %d" % (sym, f(12, 5)))
    print(apply_all(PIPELINE, 6, 3))
    print(apply_all([safe_div, sub], 9, 0))
    g = choose(len(argv) > 5)
    print("chosen:", g(4, 5))
    g = choose(True)
    print("chosen:", g(4, 5))
    acc = 1
    for f in PIPELINE:
        acc = f(acc, 2)
    print("pipeline", acc)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
