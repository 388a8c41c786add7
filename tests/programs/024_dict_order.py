"""Dict insertion order: preserved across deletes, re-inserts and overwrites."""


def show(d):
    parts = []
    for k, v in d.items():
        parts.append("%s=%d" % (k, v))
    print(" ".join(parts))


def entry_point(argv):
    d = {}
    for i, name in enumerate(["one", "two", "three", "four", "five"]):
        d[name] = i + 1
    show(d)
    del d["two"]
    show(d)
    d["two"] = 22
    show(d)
    d["one"] = 11
    show(d)
    del d["one"]
    del d["five"]
    d["six"] = 6
    d["one"] = 1
    show(d)
    print(list(d.keys()), list(d.values()))
    # many deletes and re-inserts force internal compaction
    big = {}
    for i in range(100):
        big[i] = i * i
    for i in range(0, 100, 3):
        del big[i]
    for i in range(0, 30, 3):
        big[i] = -i
    keys = list(big.keys())
    print(len(big), keys[:5], keys[-5:])
    print(sum(big.values()))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
