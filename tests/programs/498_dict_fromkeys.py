"""dict.fromkeys(keys[, value]): keys from a str, a list, a range, an argv slice, the value
shared by every key (a list mutated through one key shows under all), None by default,
and the order-keeping de-duplication idiom list(dict.fromkeys(xs)); collections.OrderedDict
(rlib.rcollections): made empty, from pairs or a dict, move_to_end (both ends), popitem
(both ends), pop, setdefault, copy, order-sensitive ==, CPython 3.11's repr and KeyErrors,
as an LRU cache uses it."""
import sys
from collections import OrderedDict


class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()

    def get(self, key):
        if key not in self.data:
            return -1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            print("evict", self.data.popitem(last=False))


def dedupe(words):
    return list(dict.fromkeys(words))


def entry_point(argv):
    counts = dict.fromkeys("abca", 0)
    counts["a"] += 5
    print(counts, dict.fromkeys([3, 1, 2]), dict.fromkeys(range(3), "z"), dict.fromkeys([]) == {})
    shared = dict.fromkeys(["x", "y"], [])
    shared["x"].append(1)
    print(shared, shared["x"] is shared["y"])
    print(dict.fromkeys(argv[1:], 1.5), dedupe(["b", "a", "b", "c", "a"]), dedupe([]))
    seen = dict.fromkeys((w.lower() for w in ["The", "the", "A", "a", "x"]), True)
    print(seen, len(seen), "the" in seen)
    od = OrderedDict()
    for w in "the quick brown fox jumps over the lazy dog".split():
        od[w] = od.get(w, 0) + 1
    print(od, len(od), "fox" in od, list(od), list(od.keys())[:3], list(od.values())[:3])
    od.move_to_end("the")
    od.move_to_end("lazy", last=False)
    print(od, od.popitem(), od.popitem(last=False), od)
    del od["quick"]
    print(od.pop("brown"), od, od.setdefault("new", 9), od["new"])
    od2 = OrderedDict(sorted({"b": 2, "a": 1, "c": 3}.items()))
    cp = od2.copy()
    cp["z"] = 26
    print(od2, OrderedDict({"x": 1, "y": 2}), cp, od2 == cp, od2 == od2.copy(), OrderedDict(), bool(od2))
    for k, v in od2.items():
        print(k, v)
    for bad in range(2):
        try:
            if bad == 0:
                OrderedDict().popitem()
            else:
                od2.move_to_end("nope")
        except KeyError as e:
            print("KeyError", e)
    cache = LRU(2)
    for k in [1, 2, 1, 3, 2, 4]:
        if cache.get(k) < 0:
            cache.put(k, k * k)
    print(cache.data)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
