"""Slice assignment: lst[a:b] = other grows, shrinks or replaces (negative and
out-of-range bounds, an inverted slice inserts, the list assigned to itself); with a
step, as many items as the slice selects, else ValueError; a step of 1 resizes."""


def entry_point(argv):
    n = len(argv)
    a = [0, 1, 2, 3, 4, 5]
    a[1:3] = [10, 20, 30, 40]
    print(a)
    a[2:6] = []
    print(a)
    a[-1:] = [7, 8]
    print(a)
    a[4:1] = [99]
    print(a)
    a[:] = a
    print(a)
    a[100:] = [1]
    print(a, len(a))
    a[:0] = a
    print(a)
    b = list(range(10))
    b[::2] = [-1, -2, -3, -4, -5]
    print(b)
    b[::-3] = [0, 0, 0, 0]
    print(b)
    b[1:4:1] = []
    print(b)
    try:
        b[::2] = [1, 2]
    except ValueError as e:
        print("ValueError:", e)
    try:
        b[::n - 1] = [1]
    except ValueError as e:
        print("ValueError:", e)
    words = ["a", "b", "c", "d"]
    words[::-1] = words
    print(words)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
