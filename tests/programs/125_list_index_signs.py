"""List indexing by indices of every sign the annotator may or may not prove non-negative:
loop counters counting down past zero, differences, floor division and modulo of
negatives, abs/min/max, bools, and out-of-range indices of both signs (IndexError)."""


def pick(values, i):
    return values[i]


def put(values, i, v):
    values[i] = v


def countdown(values):
    out = []
    i = len(values) - 1
    while i >= -len(values):
        out.append(values[i])
        i -= 1
    return out


def shifted(values, base):
    total = 0
    for k in range(len(values)):
        total += values[k - base] * (k + 1)
    return total


def mixed(values):
    n = len(values)
    out = []
    for x in [-7, -3, -1, 0, 2, 5, 11]:
        out.append(values[x % n])
        out.append(values[x // 4])
        out.append(values[abs(x) % n])
        out.append(values[min(x, n - 1)] if x >= -n else 0)
        out.append(values[max(x, -n)] if x < n else 0)
    return out


def probe(values, i):
    try:
        return "%d" % values[i]
    except IndexError:
        return "IndexError(%d)" % i


def probe_set(values, i):
    try:
        values[i] = 99
        return "ok"
    except IndexError:
        return "IndexError(%d)" % i


def entry_point(argv):
    values = [10, 20, 30, 40, 50]
    print(countdown(values))
    print(shifted(values, 2), shifted(values, 0), shifted(values, 5))
    print(mixed(values))
    flag = len(argv) > 0
    print(values[flag], values[not flag], values[True], values[False])
    for i in [-6, -5, -1, 0, 4, 5, 6]:
        print(i, probe(values, i), probe_set(list(values), i))
    grid = [[r * 10 + c for c in range(4)] for r in range(3)]
    for r in range(-3, 3):
        print(grid[r][-1 - r % 4], grid[r][r], grid[-r - 1][r + 1])
    put(values, -1, 7)
    put(values, 0, 8)
    print(values, pick(values, -2), pick(values, len(values) - 1))
    j = 3
    j -= 5
    print(values[j], values[j + 2], values[-j])
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
