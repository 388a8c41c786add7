"""Dicts: literals, lookup, get with default, in, len, keys/values/items, iteration."""


def entry_point(argv):
    ages = {"alice": 31, "bob": 25, "carol": 47}
    print(ages, len(ages))
    print(ages["bob"], ages.get("carol", 0), ages.get("dave", -1))
    print("alice" in ages, "zed" in ages, "zed" not in ages)
    ages["dave"] = 19
    ages["alice"] = 32
    print(ages)
    print(list(ages.keys()))
    print(list(ages.values()))
    print(list(ages.items()))
    for name in ages:
        print(name, ages[name])
    total = 0
    for name, age in ages.items():
        if age > 30:
            total += age
    print("total over 30:", total)
    oldest = ""
    best = -1
    for k in ages.keys():
        if ages[k] > best:
            best = ages[k]
            oldest = k
    print("oldest", oldest, best)
    empty = {}
    empty["x"] = 1.5
    print(empty, len(empty), bool(empty), bool({}))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
