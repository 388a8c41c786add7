"""dict.get() and dict.pop() with a default as CPython 3.11 gives it: None for int,
float, str, list and tuple values (tested with `is None`, then used as the value), a
default of the other number kind (`d.get(k, 0)` of float values is the int 0, `d.get(k,
0.5)` of int values the float), in sums and in a program that shows both kinds."""
import sys


def lookup(table, key):
    value = table.get(key, None)
    if value is None:
        return -1
    return value * 2


def entry_point(argv):
    counts = {"a": 1, "b": 2}
    for key in ["a", "b", "z"]:
        v = counts.get(key, None)
        if v is None:
            print(key, "missing")
        else:
            print(key, v + 1)
    print(lookup(counts, "b"), lookup(counts, "q"))
    names = {"x": "ex"}
    print(names.get("x", None), names.get("y", None), names.get("y") is None)
    lists = {"k": [1, 2]}
    print(lists.get("k", None), lists.get("m", []), lists.get("n", None))
    pairs = {"p": (1, 2)}
    print(pairs.get("p", None), pairs.get("q", None))
    prices = {"tea": 1.5, "cake": 3.25}
    print(prices.get("tea", 0), prices.get("water", 0), prices.get("water", 0) * 2)
    total = 0
    for item in ["tea", "water", "cake"]:
        total += prices.get(item, 0)
    print(total)
    print(counts.get("a", 0.5), counts.get("c", 0.5), counts.get("a", 0.5) + counts.get("d", 0.25))
    print(counts.pop("a", 0.5), counts.pop("a", 0.5), counts)
    flags = {"on": True}
    print(flags.get("on", None), flags.get("off", None))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
