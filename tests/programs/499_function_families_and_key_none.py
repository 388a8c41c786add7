"""Key functions: key=None in sorted(), list.sort(), min() and max() compares the items
themselves (a constant, or a helper's `key=None` parameter callers fill or leave out);
functions called through one variable whose results have different representations (a
lambda returning a char and one returning a str; `half` returning a float and `double`
an int; one returning None and one an instance; tuples of (int, char) and (int, str); closures of different functions; static methods overridden in subclasses and called
through self, whose vtable field holds the function, not the staticmethod wrapper) return
the family's common type, also when a class's field holds them, and direct calls still
get their own; class attributes whose kind differs per subclass (1.5 and 0, None and 3)
in the vtable, made at start-up."""
import sys


def top(items, n, key=None, reverse=True):
    return sorted(items, key=key, reverse=reverse)[:n]


def extreme(items, key=None):
    return min(items, key=key), max(items, key=key)


def sort_in_place(items, key=None):
    items.sort(key=key)
    return items


def first_char(w):
    return w[0]


def half(n):
    return n / 2


def double(n):
    return n * 2


class Box:
    def __init__(self, v):
        self.v = v


def nothing(x):
    return None


def boxed(x):
    return Box(x)


def pair_char(w):
    return (len(w), w[0])


def pair_str(w):
    return (len(w), w.upper())


def make_first(k):
    def pick(w):
        return w[k]
    return pick


def make_repeat(k):
    def repeat(w):
        return w * k
    return repeat


def make_scale(k):
    return lambda x: x * k


def make_ratio(k):
    return lambda x: x / k


class Plain:
    @staticmethod
    def render(w):
        return w[0]

    @staticmethod
    def score(n):
        return n * 2

    def show(self, w):
        return self.render(w) + "/" + str(self.score(len(w)))


class Loud(Plain):
    @staticmethod
    def render(w):
        return w.upper() + "!"

    @staticmethod
    def score(n):
        return n / 4


class Fees:
    fee = 1.5
    limit = None

    def info(self):
        return "%s %s" % (self.fee, self.limit)


class NoFees(Fees):
    fee = 0
    limit = 3


class Handler:
    def __init__(self, fn):
        self.fn = fn


def entry_point(argv):
    words = ["pear", "Fig", "banana", "kiwi", "apple", "date"]
    nums = [5, -3, 8, 3, -9, 1]
    print(sorted(nums, key=None), sorted(words, key=None, reverse=True), min(nums, key=None), max(words, key=None))
    print(top(nums, 3), top(nums, 3, key=lambda v: abs(v)), top(nums, 2, reverse=False), top(nums, 2, key=lambda v: -v))
    print(extreme(words), extreme(words, key=lambda w: w.lower()), extreme(words, key=lambda w: w[-1]))
    print(sort_in_place(list(words)), sort_in_place(list(words), key=lambda w: w[::-1]), sort_in_place(list(words)))
    chosen = None if len(argv) < 5 else (lambda w: len(w))
    print(sorted(words, key=chosen), max(words, key=chosen))
    for g in [first_char, lambda w: w.upper(), lambda w: w[-1], str.lower]:
        print(g(words[1]), sorted(words, key=g), max(words, key=g), extreme(words, key=g))
    print(first_char("xyz"), first_char("xyz") == "x", ord(first_char("A")) + 1)
    ops = {"half": half, "double": double}
    for name in sorted(ops):
        print(name, ops[name](7), ops[name](4), ops[name](len(argv)))
    print(double(3) + 1, half(3), [double(i) for i in range(3)], double(2 ** 40) // 3)
    for f in [nothing, boxed]:
        r = f(5)
        print(r is None, r.v if r is not None else -1)
    for h in [Handler(first_char), Handler(lambda w: w.title())]:
        print(h.fn("abc"), h.fn("xyz") * 2)
    for f in [pair_char, pair_str]:
        n, text = f("abc")
        print(n, text, f("hello"))
    for c in [make_first(1), make_repeat(2), make_first(0)]:
        print(c("abc"), sorted(["bb", "ac", "ca"], key=c))
    for c in [make_scale(3), make_ratio(4)]:
        print(c(10), c(2))
    for o in [Plain(), Loud()]:
        print(o.show("hey"), o.render("yo"), o.score(3))
    print(Plain.render("abc"), Loud.render("abc"), Plain.score(5), Loud.score(5))
    for o in [Fees(), NoFees()]:
        print(o.info(), o.fee, o.limit, o.fee * 2, o.limit is None)
    try:
        print(min(nums[:0], key=None))
    except ValueError as e:
        print("ValueError:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
