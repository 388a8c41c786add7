"""Loops over prebuilt lists, tuples, strs and bytes (module constants and literals) that
allocate in their bodies: their iterators live in the C frame under every collector, so
collections (and a moving collector's minor ones) during the loop must not disturb them."""

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
NAMES = ["alpha", "beta", "gamma", "delta", "epsilon"]
WORD = "collector"
RAW = b"bytes!"
PRIMES = [2, 3, 5, 7, 11, 13]


class Node:
    def __init__(self, value, nxt):
        self.value = value
        self.nxt = nxt


def churn(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    total = 0
    while head is not None:
        total += head.value
        head = head.nxt
    return total


def walk(rounds):
    out = []
    for r in range(rounds):
        for dr, dc in DIRECTIONS:
            out.append("%d:%d,%d" % (r, dr, dc))
            churn(50)
        for name in NAMES:
            out.append(name.upper() + str(len(out)))
        for ch in WORD:
            out.append(ch * 3)
            churn(20)
        for b in RAW:
            out.append(str(b))
        for p in (3, 1, 4, 1, 5):
            out.append(str(p * r))
            churn(10)
        for p in PRIMES:
            if p > r:
                break
            out.append("p%d" % p)
    return out


def nested(n):
    rows = []
    for a in NAMES:
        for b in DIRECTIONS:
            for c in WORD[:3]:
                rows.append("%s/%d/%s/%d" % (a, b[0] + b[1], c, churn(n)))
    return rows


def first_loops():
    # The program's first allocations happen inside loops over prebuilt containers: a
    # moving collector's first collection comes while their iterators are live.
    keep = None
    total = 0
    for p in PRIMES:
        keep = Node(p, keep)
        total += p
    for dr, dc in DIRECTIONS:
        keep = Node(dr * 10 + dc, keep)
    for ch in WORD:
        keep = Node(ord(ch), keep)
    count = 0
    while keep is not None:
        total += keep.value
        count += 1
        keep = keep.nxt
    return total, count


def entry_point(argv):
    total, count = first_loops()
    print(total, count)
    out = walk(12)
    print(len(out))
    print(out[:12])
    print(out[-12:])
    rows = nested(30)
    print(len(rows), rows[0], rows[-1])
    PRIMES.append(17)
    print([p for p in PRIMES], sum(p for p in PRIMES))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
