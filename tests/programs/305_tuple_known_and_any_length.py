"""A tuple of known length meeting a tuple of any length (tuple() of a list, a slice or
`+` of one), or two tuples of different known lengths, in one variable, return value,
argument, list item, dict key or value, and attribute: the value is a tuple of any
length, printed, measured, indexed, iterated, sliced, compared (also with tuples of
known length), hashed and used as a dict key as CPython does."""


class Holder(object):
    def __init__(self):
        self.t = ("x",)

    def set_from(self, words):
        self.t = tuple(words)


def pick(words, n):
    if n == 0:
        return ("none",)
    if n == 1:
        return ("one", "two")
    return tuple(words[:n])


def total(t):
    s = 0
    for x in t:
        s += x
    return s


def show(t):
    print(t, len(t), repr(t), str(t))
    if len(t) > 0:
        print(t[0], t[-1], t[len(t) // 2])
    print(t[1:], t[:2], t[::-1], t[::2])
    print(list(t), [x for x in t])
    print(hash(t) == hash(tuple(list(t))))


def entry_point(argv):
    words = ["alpha", "beta", "gamma", "delta"]
    t = ("a", "b")
    if len(argv) > 5:
        t = tuple(argv)
    show(t)
    u = tuple(words)
    if len(argv) > 0:
        u = ("p", "q", "r")
    show(u)
    print(t == ("a", "b"), t != ("a", "b"), t == u, t < u, u < t)
    for n in range(4):
        r = pick(words, n)
        print(n, r, len(r), r == ("one", "two"), "beta" in r, r.count("alpha"))
    nums = (1, 2, 3)
    if len(argv) > 9:
        nums = tuple([len(w) for w in words])
    print(nums, total(nums), sum(nums), max(nums), min(nums), nums.index(2))
    print(total((4, 5)), total(tuple([7, 8, 9])))
    e = ()
    if len(argv) > 9:
        e = tuple(words)
    print(e, len(e), e == (), bool(e), hash(e) == hash(()))
    counts = {}
    keys = [("a",), ("a", "b"), tuple(["a", "b"]), tuple(["a"]), ("c", "d", "e")]
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    print(len(counts), counts[("a",)], counts[("a", "b")], counts[("c", "d", "e")])
    print(sorted(counts.items()))
    seq = [tuple(words[:2])]
    seq.append(("z",))
    seq.append(("y", "x", "w"))
    seq += [tuple(words)]
    print(seq, len(seq), sorted(seq))
    print([len(s) for s in seq])
    h = Holder()
    print(h.t)
    h.set_from(words)
    print(h.t, len(h.t), h.t[2])
    h.t = ("back",)
    print(h.t)
    m = {"k": ("v1", "v2")}
    m["j"] = tuple(words[1:])
    print(sorted(m.items()))
    pair = (1.5, 2.5)
    if len(argv) > 9:
        pair = tuple([0.5])
    print(pair, pair + pair, 2.5 in pair)
    mixed = (0, 3)
    if len(argv) > 9:
        mixed = tuple([1, 2])
    print(mixed, mixed[0] + mixed[1])
    v = tuple(words[:2])
    print(v == ("alpha", "beta"), ("alpha", "beta") == v, v != ("alpha",), () == v)
    print(v < ("b",), ("b",) < v, v <= ("alpha", "beta"), ("alpha", "beta", "c") > v)
    print(v is v, tuple(words) == tuple(words), v in [("x",), ("alpha", "beta")])
    s = 0
    for w in t + u:
        s += len(w)
    print(s, t + u, len(t + u))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
