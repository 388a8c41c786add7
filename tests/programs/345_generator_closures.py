"""Generator functions nested in functions: closures over the enclosing variables (read
when the body runs, so a later rebinding is seen), factories returning generator
functions, a nested generator calling itself recursively through its cell."""


def make_counter(step):
    def counter(n):
        for i in range(n):
            yield i * step
    return counter


def windows(items, size):
    def gen():
        for i in range(len(items) - size + 1):
            yield items[i:i + size]
    return gen()


def late_binding():
    base = 1
    def gen():
        yield base
        yield base * 2
    g = gen()
    base = 10
    return list(g)


def tree_paths(n):
    def paths(prefix, depth):
        if depth == n:
            yield prefix
            return
        for b in "LR":
            yield from paths(prefix + b, depth + 1)
    return list(paths("", 0))


def entry_point(argv):
    by3 = make_counter(3)
    by5 = make_counter(5)
    print(list(by3(4)), list(by5(3)))
    for w in windows([1, 2, 3, 4, 5], 3):
        print(w)
    print(late_binding())
    print(tree_paths(3))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
