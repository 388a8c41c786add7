"""A big long-lived dict (thousands of entries: an entries array with cards) whose values
are replaced by new objects a few at a time, with new keys inserted and old ones deleted
while garbage is made; a dict keyed by instances made while young."""


class Value(object):
    def __init__(self, n):
        self.n = n
        self.name = "v%d" % n


class Key(object):
    def __init__(self, k):
        self.k = k


def churn(n):
    last = None
    for i in range(n):
        last = Value(i)
    return last.n


def entry_point(argv):
    table = {}
    for i in range(5000):
        table[i] = Value(i)
    by_key = {}
    keys = []
    churn(40000)
    seed = 7
    for rnd in range(200):
        seed = (seed * 1103515245 + 12345) % 2147483648
        i = seed % 5000
        table[i] = Value(10000 + rnd)
        table[5000 + rnd] = Value(20000 + rnd)
        if rnd % 4 == 0 and (rnd // 4) in table:
            del table[rnd // 4]
        k = Key(rnd)
        keys.append(k)
        by_key[k] = Value(rnd * 3)
        if rnd % 10 == 0:
            by_key[keys[rnd // 2]] = Value(-rnd)
        churn(200)
    total = 0
    names = 0
    for key in table:
        total += table[key].n
        names += len(table[key].name)
    print(len(table), total, names, table[4999].name, table[5199].name)
    s = 0
    for k in keys:
        s += by_key[k].n
    print(len(by_key), s, by_key[keys[50]].name)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
