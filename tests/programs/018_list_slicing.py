"""List slicing, slice deletion (del), concatenation, repetition, membership."""


def entry_point(argv):
    lst = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    print(lst[2:5], lst[:3], lst[7:], lst[-3:], lst[:-7])
    print(lst[::2], lst[1::3], lst[::-1], lst[8:2:-2])
    print(lst[5:2], lst[20:], lst[-20:2])
    a = [1, 2]
    b = [3]
    c = a + b + [4, 5]
    print(c, a, b)
    print([0] * 5, [1, 2] * 3, [] * 4, len([7] * 0))
    print(3 in c, 9 in c, 9 not in c)
    d = list(range(10))
    del d[0]
    del d[-1]
    print(d)
    del d[2:5]
    print(d)
    del d[1:3]
    d.insert(1, 300)
    d.insert(1, 200)
    d.insert(1, 100)
    print(d)
    d[0] = -1
    d[-1] = -2
    print(d, len(d))
    copy = d[:]
    copy.append(99)
    print(len(d), len(copy))
    grid_row = [0] * 4
    grid_row[2] = 5
    print(grid_row)
    strs = ["x", "y"] * 2
    print(strs, strs[1:3])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
