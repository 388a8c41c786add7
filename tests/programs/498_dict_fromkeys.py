"""dict.fromkeys(keys[, value]): keys from a str, a list, a range, an argv slice, the value
shared by every key (a list mutated through one key shows under all), None by default,
and the order-keeping de-duplication idiom list(dict.fromkeys(xs))."""
import sys


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
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
