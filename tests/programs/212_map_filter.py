"""map() and filter() as iterators: a for loop over one calls the function item by item
(the prints interleave as in CPython), a break stops it, filter(None, ...) keeps true
items; list(), sum(), sorted(), min(), max() and str.join() of one; unpacking
one; map over two iterables; the function a builtin, a lambda, a closure, a bound method;
a map() inside a comprehension."""


def show(x):
    print("  show", x)
    return x * 10


def is_even(x):
    print("  test", x)
    return x % 2 == 0


class Scale(object):
    def __init__(self, k):
        self.k = k

    def apply(self, x):
        return x * self.k


def entry_point(argv):
    for y in map(show, [1, 2, 3]):
        print("got", y)
    for y in filter(is_even, [1, 2, 3, 4, 5]):
        print("kept", y)
    for y in map(show, range(10)):
        if y > 20:
            print("stop at", y)
            break
    print(list(filter(None, [0, 1, 0, 2, 3, 0])), list(filter(None, ["", "a", "", "b"])))
    nums = [3, -1, 4, -1, 5, -9, 2, 6]
    print(list(map(abs, nums)), list(map(abs, [1, -2])))
    print(sum(map(lambda x: x * x, nums)), sum(filter(lambda x: x > 0, nums)))
    print(sorted(map(lambda x: -x, nums)), min(map(abs, nums)), max(map(abs, nums)))
    print(" ".join(map(str, nums)), ",".join(filter(lambda s: len(s) > 1, ["a", "bb", "ccc"])))
    a, b, c = map(int, "10 20 30".split())
    print(a + b + c)
    print(list(map(lambda x, y: x * y, [1, 2, 3], [4, 5, 6])))
    print(list(map(lambda x, y: x + y, "abc", "xyz")))
    scale = Scale(3)
    print(list(map(scale.apply, [1, 2, 3])))
    bump = 100
    print(list(map(lambda x: x + bump, [1, 2])))
    print([w.upper() for w in map(lambda s: s + "!", ["hi", "yo"])])
    total = 0
    for v in filter(lambda x: x % 3 == 0, range(20)):
        total += v
    print("total", total)
    words = ["apple", "kiwi", "banana"]
    lengths = map(len, words)
    for n in lengths:
        print("len", n)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
