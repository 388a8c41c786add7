"""range(): one, two and three arguments, negative steps, empty ranges, len and indexing."""


def entry_point(argv):
    print(list(range(5)), list(range(2, 7)), list(range(0, 20, 5)))
    print(list(range(10, 0, -3)), list(range(-5, -1)), list(range(5, 5)), list(range(5, 0)))
    print(len(range(0, 100, 7)), range(10)[3], range(10, 0, -2)[-1])
    total = 0
    for i in range(1, 101):
        total += i
    print("1..100", total)
    n = len(argv) * 6
    for i in range(n, 0, -2):
        print(i, end=" ")
    print()
    triangle = []
    for i in range(1, 6):
        row = []
        for j in range(i):
            row.append(j + 1)
        triangle.append(row)
    for row in triangle:
        print(" ".join([str(x) for x in row]))
    evens = 0
    for k in range(-10, 10):
        if k % 2 == 0:
            evens += 1
    print("evens", evens)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
