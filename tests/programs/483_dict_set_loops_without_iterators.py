"""for loops over dicts (keys, values, items), sets and frozensets, stepped without an
iterator object on the heap: every kind, empty containers, loops left by break, return
and an exception, nested loops over one dict, a dict or set whose size changes inside
the loop (RuntimeError, caught by the loop's own handler and by a caller's), a value
replaced during iteration (allowed), and deletions then re-insertions (insertion order)."""


def total_keys(d):
    t = 0
    for k in d:
        t += k
    return t


def first_big(d, limit):
    for k, v in d.items():
        if v > limit:
            return k
    return -1


def pairs(s):
    out = []
    for a in s:
        for b in s:
            if a < b:
                out.append((a, b))
    return out


def grow_while_looping(d):
    try:
        for k in d:
            d[k + 100] = 1
    except RuntimeError as e:
        print("RuntimeError:", e)
    return len(d)


def shrink_set(s):
    for x in s:
        if x % 2 == 0:
            s.discard(x)
    return len(s)


def names(d):
    return [name for name in d]


def entry_point(argv):
    d = {i: i * i for i in range(10 + len(argv))}
    print(total_keys(d), total_keys({}), first_big(d, 20), first_big(d, 1000))
    vals = 0
    for v in d.values():
        vals += v
    print(vals)
    for k in d:
        d[k] = d[k] + 1  # same size: allowed
    print(sorted(d.items())[:3])
    print(grow_while_looping({1: 1, 2: 2}))
    try:
        print(shrink_set({1, 2, 3, 4}))
    except RuntimeError as e:
        print("caught in caller:", e)
    s = {5, 3, 9, 1}
    print(pairs(s), pairs(set()), pairs(frozenset([2, 1])))
    count = 0
    for x in s:
        if x > 4:
            break
        count += 1
    print(count <= 4)
    w = {"b": 1, "a": 2, "c": 3}
    del w["a"]
    w["a"] = 4
    print(names(w), list(w.values()), [k + str(v) for k, v in w.items()])
    words = {"x", "yy", "zzz"}
    print(sorted(len(x) for x in words), sum(len(x) for x in words))
    nested = 0
    for a in d:
        for b in d:
            nested += 1 if a == b else 0
    print(nested)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
