"""Dicts keyed by str slices (looked up in place without allocating the slice: backendopt's
str_slice_key): get-then-set counting, `in`, d[k], d[k] += 1, plain stores; ASCII and
non-ASCII strs, empty slices, negative and clamped bounds, step slices, keys already
present, KeyError of a missing slice key, and the resulting dicts printed in order."""
import sys


def count(seq, k):
    counts = {}
    for i in range(len(seq) - k + 1):
        key = seq[i:i + k]
        counts[key] = counts.get(key, 0) + 1
    return counts


def count_neg(seq, k):
    counts = {}
    for i in range(-len(seq) - 2, 3):
        key = seq[i:i + k]
        counts[key] = counts.get(key, 0) + 1
    return counts


def count_step(seq):
    counts = {}
    for i in range(len(seq)):
        key = seq[i::2]
        counts[key] = counts.get(key, 0) + 1
    return counts


def member(d, s, a, b):
    return s[a:b] in d


def fetch(d, s, a, b):
    return d[s[a:b]]


def bump(d, s, a, b):
    d[s[a:b]] += 1


def store(d, s, a, b, v):
    d[s[a:b]] = v


def entry_point(argv):
    words = ["GATTACAGATTACA", "", "a", "h\xe9llo h\xe9llo", "\u20ac\u20acx\u20ac", "\U0001f600ab\U0001f600ab",
             "aaaaaaa"]
    for w in words:
        for k in [0, 1, 2, 3, 20]:
            print(repr(w), k, count(w, k))
        print(repr(w), "neg", count_neg(w, 2))
        print(repr(w), "step", count_step(w))
    d = {"GA": 1, "TT": 2, "\xe9l": 3, "": 4}
    s = "GATTACA h\xe9llo"
    for a, b in [(0, 2), (2, 4), (1, 3), (9, 11), (3, 3), (-5, -3), (-100, 2), (12, 100), (5, 2)]:
        print(a, b, repr(s[a:b]), member(d, s, a, b), d.get(s[a:b], -1))
    for a, b in [(0, 2), (2, 4), (9, 11), (3, 3), (5, 2), (-3, -1)]:
        try:
            print("fetch", a, b, fetch(d, s, a, b))
        except KeyError as e:
            print("KeyError", repr(e))
        try:
            bump(d, s, a, b)
            print("bumped", d)
        except KeyError as e:
            print("KeyError", repr(e))
    for a, b, v in [(0, 2, 10), (4, 7, 11), (8, 11, 12), (0, 0, 13), (-4, 100, 14)]:
        store(d, s, a, b, v)
    print(d)
    print(sorted(d.items()))
    total = 0
    big = "ACGT" * 5000
    for k in [1, 2, 3, 4, 8, 12]:
        c = count(big, k)
        total += len(c)
        print(k, len(c), c.get(big[0:k], 0), c.get(big[1:1 + k], 0), c.get("X" * k, 0))
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
