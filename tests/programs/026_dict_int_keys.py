"""Dicts with int keys: memo tables, histograms, negative keys, float values."""


def collatz_len(n, memo):
    if n == 1:
        return 1
    if n in memo:
        return memo[n]
    if n % 2 == 0:
        nxt = n // 2
    else:
        nxt = 3 * n + 1
    r = 1 + collatz_len(nxt, memo)
    memo[n] = r
    return r


def entry_point(argv):
    memo = {}
    best = 0
    best_n = 0
    for n in range(1, 3000):
        k = collatz_len(n, memo)
        if k > best:
            best = k
            best_n = n
    print("longest collatz below 3000:", best_n, best, "memo size", len(memo))
    hist = {}
    for v in [3, -1, 4, 1, -5, 9, 2, -6, 5, 3, 5]:
        bucket = v // 3
        hist[bucket] = hist.get(bucket, 0) + 1
    for b in sorted(hist.keys()):
        print("bucket", b, "#" * hist[b])
    weights = {1: 0.5, 2: 0.25, 3: 0.125}
    acc = 0.0
    for k, w in weights.items():
        acc += k * w
    print("weighted", acc)
    print(weights.get(4, 0.0), 2 in weights, weights[3])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
