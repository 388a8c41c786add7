"""Big long-lived lists (thousands of items: arrays with cards) whose items move -
insert at the front, pop from the front, del of slices, remove, reverse, slice
assignment that shifts the tail, extend with itself - while new objects go in and
garbage is made: a moved young pointer must stay found.  Also lists of strings made by
split() and join() kept in an old dict."""


class Item(object):
    def __init__(self, n):
        self.n = n


def churn(n):
    last = None
    for i in range(n):
        last = Item(i)
    return last.n


def check(items):
    s = 0
    for it in items:
        s += it.n
    return s


def entry_point(argv):
    big = []
    for i in range(5000):
        big.append(Item(i))
    texts = {}
    churn(60000)  # old now
    for rnd in range(100):
        # One young item in one card, then an operation that moves it to another.
        big[700 + rnd] = Item(500000 + rnd)
        op = rnd % 6
        if op == 0:
            del big[10:200]
            big.extend([Item(600000 + k) for k in range(190)])
        elif op == 1:
            big.pop(0)
            big.append(Item(700000 + rnd))
        elif op == 2:
            big.reverse()
        elif op == 3:
            big.remove(big[5])
            big.append(Item(800000 + rnd))
        elif op == 4:
            big[10:12] = [Item(300000 + rnd), Item(300001 + rnd), Item(300002 + rnd)]
            big.pop()
        else:
            big.insert(3, Item(200000 + rnd))
            del big[4000]
        churn(150)
        words = ("w%d x%d y%d" % (rnd, rnd * 2, rnd * 3)).split(" ")
        key = "k%d" % (rnd % 8)
        if key in texts:
            texts[key].extend(words)
        else:
            texts[key] = words
        churn(150)
    print(len(big), check(big), big[0].n, big[-1].n, big[2500].n)
    small = big[:20]
    small.extend(small)
    churn(1000)
    print(len(small), check(small))
    keys = sorted(texts.keys())
    print(keys, [len(texts[k]) for k in keys])
    print(",".join(texts["k3"][:9]))
    ns = [it.n for it in big]
    ns.sort()
    print(ns[:3], ns[-3:], len(ns))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
