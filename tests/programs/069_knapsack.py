"""Dynamic programming: 0/1 knapsack with item reconstruction, LCS, coin change."""


def knapsack(weights, values, cap):
    n = len(weights)
    table = [[0] * (cap + 1) for i in range(n + 1)]
    for i in range(1, n + 1):
        w = weights[i - 1]
        v = values[i - 1]
        for c in range(cap + 1):
            best = table[i - 1][c]
            if w <= c and table[i - 1][c - w] + v > best:
                best = table[i - 1][c - w] + v
            table[i][c] = best
    chosen = []
    c = cap
    for i in range(n, 0, -1):
        if table[i][c] != table[i - 1][c]:
            chosen.append(i - 1)
            c -= weights[i - 1]
    chosen.reverse()
    return table[n][cap], chosen


def lcs(a, b):
    dp = [[0] * (len(b) + 1) for i in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = 1 + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1])
    out = []
    i = 0
    j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append(a[i])
            i += 1
            j += 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)


def coin_ways(coins, amount):
    ways = [0] * (amount + 1)
    ways[0] = 1
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def entry_point(argv):
    best, items = knapsack([12, 7, 11, 8, 9], [24, 13, 23, 15, 16], 26)
    print("knapsack", best, items)
    best, items = knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7)
    print("knapsack", best, items)
    print("lcs", repr(lcs("AGGTABQRST", "GXTXAYBRT")), repr(lcs("abc", "xyz")))
    print("coin ways", coin_ways([1, 2, 5], 11), coin_ways([2, 5, 3, 6], 10), coin_ways([1, 5, 10, 25, 50], 300))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
