"""A value that is a tuple or None (returned by a function, stored in a list, an
attribute and a dict, narrowed by `is None` / `is not None` and by truth before being
unpacked or indexed), and str.join of a list whose items may be None (CPython's TypeError
naming the first None item, caught)"""

import sys


def divmod_or_none(a, b):
    if b == 0:
        return None
    return a // b, a % b


def find(words, target):
    for i, word in enumerate(words):
        if word == target:
            return i, word
    return None


class Slot(object):
    def __init__(self):
        self.pair = None

    def set(self, a, b):
        self.pair = (a, b)


def describe(r):
    if r is None:
        return "nothing"
    q, m = r
    return "q=%d m=%d" % (q, m)


def join_or_error(items):
    try:
        return ",".join(items)
    except TypeError as e:
        return "TypeError: " + str(e)


def entry_point(argv):
    for b in [3, 0, 5, -2]:
        r = divmod_or_none(17, b)
        if r is not None:
            q, m = r
            print(b, q, m, r[0] + r[1], len(r), r)
        else:
            print(b, "none", r)
        print(describe(r), r is None)
    words = ["a", "bb", "ccc"]
    for t in ["bb", "zz", "a"]:
        found = find(words, t)
        if found:
            index, word = found
            print("found", index, word)
        else:
            print("missing", t, found)
    results = [divmod_or_none(10, k) for k in range(3)]
    print(results)
    print([x is None for x in results])
    s = Slot()
    print(s.pair)
    s.set(1, "one")
    print(s.pair)
    if s.pair is not None:
        n, name = s.pair
        print(n, name)
    cache = {}
    cache["x"] = divmod_or_none(9, 2)
    cache["y"] = None
    print(sorted(cache.items()))
    print(join_or_error(["a", "b", "c"]))
    maybe = ["a", None, "b"]
    print(join_or_error(maybe))
    maybe[1] = "mid"
    print(join_or_error(maybe))
    firsts = [None, "x"]
    print(join_or_error(firsts))
    print(join_or_error([None]))
    names = []
    for i in range(4):
        names.append(str(i) if i % 2 == 0 else None)
    print(names)
    print(join_or_error(names))
    print("-".join([w for w in names if w is not None]))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
