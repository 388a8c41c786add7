"""we_are_translated(): two code paths that must compute the same visible result."""
from rlib.objectmodel import we_are_translated


def slow_sum(n):
    total = 0
    for i in range(n + 1):
        total += i
    return total


def fast_sum(n):
    return n * (n + 1) // 2


def triangle(n):
    if we_are_translated():
        return fast_sum(n)
    return slow_sum(n)


def mode_mark():
    # only the length is printed, so both paths agree
    if we_are_translated():
        return "compiled"
    return "hosted!!"


def entry_point(argv):
    print([triangle(n) for n in [0, 1, 10, 100, 1000]])
    print("mark length", len(mode_mark()))
    print(fast_sum(12345) == slow_sum(12345))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
