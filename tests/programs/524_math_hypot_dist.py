"""math.hypot and math.dist as CPython 3.11 computes them (its vector_norm, not libm's
hypot): pairs where the two differ in the last bit, tiny and huge coordinates, an
overflow giving inf (no OverflowError), NaN and infinities; math.dist in two and three
dimensions, of tuples and lists, and its ValueError."""
import math


def entry_point(argv):
    pairs = [(3.0, 4.0), (1.0, 1.0), (0.1, 0.2), (-2.5, 7.25), (1e-300, 3e-300),
             (5e-324, 5e-324), (1e308, 1e308), (1.5e308, 1.5e308), (0.0, -0.0),
             (float("inf"), float("nan")), (float("nan"), 1.0)]
    for x, y in pairs:
        print(x, y, math.hypot(x, y))
    total = 0.0
    state = 12345
    for i in range(2000):
        state = (state * 1103515245 + 12345) % 2147483648
        x = state / 2147483648.0 * 200.0 - 100.0
        state = (state * 1103515245 + 12345) % 2147483648
        y = state / 2147483648.0 * 200.0 - 100.0
        h = math.hypot(x, y)
        total += h
        if i % 400 == 0:
            print(repr(h))
    print(repr(total))
    print(math.dist((0, 0), (3, 4)), math.dist((1.5, 2.5, -3.0), (0.25, -1.0, 2.0)))
    print(math.dist([0.1, 0.2], [0.3, 0.4]), math.dist((1e308, 0.0), (-1e308, 0.0)))
    try:
        math.dist((1.0, 2.0), (1.0, 2.0, 3.0))
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
