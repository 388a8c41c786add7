"""`[x] * n`, the usual way to make a table: the one-item literal's items may be less
general than what the table holds later ([None] * n filled with instances or strs), n
may be zero, negative or a bool, the list may be resized afterwards, and the items of
[[]] * n are one list. (A list of ints given a float is a list of floats in RPython,
and prints 0.0 where CPython prints 0: not done here.)"""


class Frame:
    def __init__(self, n):
        self.n = n


def frames(count):
    stack = [None] * count
    for i in range(0, count, 2):
        stack[i] = Frame(i * 10)
    return stack


def entry_point(argv):
    stack = frames(5)
    print([f.n if f is not None else -1 for f in stack])
    print(len(frames(0)), len(frames(-3)))
    values = [0] * 4
    values[1] = 25
    scale = [1.0] * 3
    scale[2] = 0.5
    print(values, scale)
    grow = [7] * 2
    grow.append(8)
    grow.extend([9] * 2)
    print(grow)
    shared = [[]] * 3
    shared[0].append(1)
    print(shared, shared[1] is shared[2])
    flags = [False] * (len(argv) + 2)
    flags[0] = True
    print(flags)
    rev = 3 * ["ab"]
    print(rev, [1] * True, [1] * False)
    names = [None] * 2
    names[1] = "x"
    print(names)
    # Lists of only None repeated into lists of instances, not from a one-item literal.
    pair = [None, None] * 2
    pair[3] = Frame(5)
    empty = [None]
    three = empty * 3
    three[0] = Frame(6)
    print([f.n if f is not None else -1 for f in pair], len(empty), len(three), three[0].n)
    print(len([None, None] * -1), len(empty * 0))
    joined = [None, None] + [Frame(8)]
    print([f.n if f is not None else -1 for f in joined])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
