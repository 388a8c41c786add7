# Fixed-size lists: lists the program never resizes (no append, pop, insert, extend,
# remove, del, slice assignment, clear or *=) are one allocation holding the length and
# the items (RPython's GcArray). Every operation they support, of ints, floats, strs,
# instances, tuples and fixed lists (2-D), mixed with resizable lists, and lists that
# look fixed but are resized in another function.
import sys

BUFSIZE = 4
TABLE = [10, 20, 30]  # prebuilt, never resized
NAMES = ["ann", "bob"]


class Packet:
    def __init__(self, ident):
        self.ident = ident
        self.data = [0] * BUFSIZE

    def __repr__(self):
        return "Packet(%d)" % self.ident


class Registers:
    def __init__(self, n):
        self.regs = [0.0] * n


def show_ints():
    a = [5, 3, 9, 1]
    a[0] = 4
    a[-1] = 2
    print(a, len(a), a[0], a[-1], a[-4], a[3])
    print(3 in a, 7 in a, 7 not in a, a.index(9), a.count(3))
    print(a[1:], a[:-1], a[::2], a[::-1], a[1:3], a[-2:], a[5:], a[3:1])
    print(a == [4, 3, 9, 2], a != [4, 3, 9, 2], a < [4, 3, 10], a > [4], a <= a)
    print(min(a), max(a), sum(a), sorted(a), sorted(a, reverse=True))
    a.sort()
    print(a)
    a.reverse()
    print(a)
    a.sort(reverse=True)
    print(a, repr(a), str(a))
    b = a * 2
    print(b, len(b), [7] * 0, [1, 2] * 3)
    c = a + [100]
    print(c, a + a)
    total = 0
    for x in a:
        total += x
    for x in reversed(a):
        total = total * 2 + x
    print(total)
    for i, x in enumerate(a):
        print(i, x, end="; ")
    print()
    for x, y in zip(a, b):
        print(x + y, end=" ")
    print()
    copy1 = list(a)
    copy2 = a[:]
    copy1[0] = -1
    copy2[0] = -2
    print(a, copy1, copy2)
    if a:
        print("a is true")
    empty = [0] * 0
    if not empty:
        print("empty is false", len(empty), empty)


def show_index_errors():
    a = [1, 2, 3]
    for i in [3, -4, 100, -100]:
        try:
            print(a[i])
        except IndexError as e:
            print("get", i, e)
        try:
            a[i] = 0
        except IndexError as e:
            print("set", i, e)
    for i in range(5):
        try:
            a[i] = i * 10
            print("set ok", i, a[i])
        except IndexError as e:
            print("range", i, e)
    try:
        print(a.index(42))
    except ValueError:
        print("ValueError")
    print(a)


def show_floats_and_strs():
    f = [0.5, -1.25, 3.0]
    f[1] = 2.75
    print(f, sum(f, 0.0), max(f), f.index(3.0), 2.75 in f)
    f.sort()
    print(f, f[::-1])
    s = ["pear", "apple", "fig"]
    s[2] = "kiwi"
    print(s, ",".join(s), "-".join(s[1:]), "apple" in s, s.count("pear"))
    s.sort()
    print(s, min(s), max(s), repr(s))
    chars = ["a", "b", "c"]
    chars[1] = "z"
    print(chars, "".join(chars))


def show_instances_and_tuples():
    packets = [Packet(1), Packet(2), Packet(3)]
    packets[0].data[1] = 5
    packets[2] = Packet(9)
    for p in packets:
        p.data[-1] = p.ident
    print(packets, [p.data for p in packets])
    print(packets[0].data, packets[-1].data)
    r = Registers(3)
    r.regs[2] = 1.5
    r.regs[0] = r.regs[2] * 2
    print(r.regs)
    pairs = [(1, "one"), (3, "three"), (2, "two")]
    pairs[1] = (0, "zero")
    pairs.sort()
    print(pairs, pairs[0][1], (2, "two") in pairs, pairs.index((2, "two")))


def make_grid(rows, cols):
    grid = [[0] * cols for _ in range(rows)]  # the outer list is built by appends
    return grid


def show_grids():
    grid = make_grid(3, 4)
    for i in range(3):
        for j in range(4):
            grid[i][j] = i * j
    print(grid, grid[2][-1], grid[-1][1:3])
    fixed2d = [[1, 2], [3, 4]]
    fixed2d[0][1] = 7
    fixed2d[1] = [5, 6]
    print(fixed2d, fixed2d == [[1, 7], [5, 6]], [1, 7] in fixed2d)
    board = [[" "] * 3, [" "] * 3, [" "] * 3]
    board[1][1] = "X"
    board[0][2] = "O"
    for row in board:
        print("|".join(row))


def grow(lst):
    lst.append(len(lst))


def show_resized_elsewhere():
    # These look fixed here, but another function resizes the same list.
    looks_fixed = [1, 2, 3]
    looks_fixed[0] = 0
    grow(looks_fixed)
    print(looks_fixed, len(looks_fixed))
    other = [9] * 2
    holder = [other]
    holder[0].extend([8])
    print(other, holder)
    comp = [x * x for x in range(4)]  # a comprehension appends: resizable
    comp[0] = -1
    print(comp)
    resizable = [1, 2]
    resizable.append(3)
    fixed = [4, 5]
    print(resizable + fixed, fixed + resizable, resizable == fixed, fixed < resizable)
    resizable.extend(fixed)
    print(resizable)
    result = list(fixed)
    result.append(6)
    print(result, fixed)
    it = iter(fixed)
    print(next(it), list(it))


def show_prebuilt_and_argv(argv):
    TABLE[1] = TABLE[1] + 1
    print(TABLE, NAMES, len(argv) >= 1, NAMES[-1])
    d = {"a": 1, "b": 2}
    values = d.values()
    print(len(values), 2 in values)


def entry_point(argv):
    show_ints()
    show_index_errors()
    show_floats_and_strs()
    show_instances_and_tuples()
    show_grids()
    show_resized_elsewhere()
    show_prebuilt_and_argv(argv)
    return 0


if __name__ == "__main__":
    entry_point(sys.argv)
