"""`d[k] = d.get(k, x) + 1` and `d[k] += 1` (one lookup shared by the get and the set):
counting words,
ints and slices, new keys that grow the table between pairs, deleted keys counted again,
the same pattern on two dicts interleaved, a set of another key in between, keys of
instances with __eq__/__hash__ absent (identity), `d[k] += 1` after `k in d`, on a
missing key (KeyError caught), `d[a] = d[b] + 1` with two keys, and the insertion order
kept."""


class Point:
    def __init__(self, x):
        self.x = x


def count_words(text):
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    return counts


def count_kmers(seq, k):
    counts = {}
    for i in range(len(seq) - k + 1):
        key = seq[i:i + k]
        counts[key] = counts.get(key, 0) + 1
    return counts


def entry_point(argv):
    n = len(argv)
    words = count_words("the cat and the hat and the bat sat on the mat " * (n + 2))
    print(sorted(words.items()), list(words.keys()))
    print(sorted(count_kmers("GATTACAGATTACACATTAGA" * 3, 3).items()))
    squares = {}
    for i in range(2000):
        key = (i * i) % 97
        squares[key] = squares.get(key, 0) + i
    print(len(squares), squares[0], squares[1], squares[96], list(squares)[:10])
    a = {}
    b = {}
    for i in range(300):
        a[i % 7] = a.get(i % 7, 0) + 1
        b[i % 5] = b.get(i % 5, 100) - 1
        a[i % 3] = a.get(i % 3, 0) * 2 % 1000
    print(a, b)
    d = {"x": 1}
    for i in range(5):
        v = d.get("x", 0)
        d["y" + str(i)] = i
        d["x"] = v + 10
        if i == 2:
            del d["x"]
    print(d)
    p, q = Point(1), Point(2)
    seen = {}
    for pt in [p, q, p, p, q]:
        seen[pt] = seen.get(pt, 0) + pt.x
    print([(k.x, v) for k, v in seen.items()])
    grow = {}
    for i in range(100000):
        grow[i] = grow.get(i, -1) + 2
        grow[i // 2] = grow.get(i // 2, 0) + 1
    print(len(grow), grow[0], grow[1], grow[99999], grow[50000])
    tally = {}
    for w in ("to be or not to be " * (n + 3)).split():
        if w in tally:
            tally[w] += 1
        else:
            tally[w] = 1
    ring = {0: 0, 1: 0, 2: 0}
    for i in range(999):
        ring[i % 3] += i
        ring[i % 3] *= 1
    for key in [1, 5, 2]:
        try:
            ring[key] += 100
        except KeyError as e:
            print("KeyError", e)
    chain = {"a": 1, "b": 10}
    for i in range(4):
        chain["a"] = chain["b"] + 1
        chain["b"] = chain["b"] * 2
    print(tally, ring, chain)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
