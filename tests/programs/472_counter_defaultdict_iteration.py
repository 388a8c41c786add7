"""Builtins over a Counter and a defaultdict (instances whose __iter__ is an iterator over
their dict): sorted(), list(), max(), min(), set(), str.join(), sorted(key=), `in`, len(),
and a for loop, each seeing the keys in insertion order as CPython does."""
import sys
from collections import Counter, defaultdict, OrderedDict
def entry_point(argv):
    c = Counter("abracadabra")
    print(sorted(c), list(c), len(c), max(c), "a" in c)
    d = defaultdict(int)
    for w in "x y x z".split():
        d[w] += 1
    print(sorted(d), list(d.items()), set(d) == {"x", "y", "z"})
    for k in d:
        print(k, d[k])
    print(", ".join(d), sum(d.values()), min(d), sorted(d, key=lambda k: -d[k]))
    return 0
if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
