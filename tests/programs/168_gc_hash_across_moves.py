"""Dicts keyed by instances whose hash is taken while they are young, looked up again
after collections have moved them; identity tests and membership across moves; a key
hashed, dropped and made again many times."""


class Key(object):
    def __init__(self, n):
        self.n = n


class Holder(object):
    def __init__(self):
        self.by_key = {}
        self.keys = []


def churn(n):
    last = None
    for i in range(n):
        last = Key(i)
    return last.n


def entry_point(argv):
    holder = Holder()
    for i in range(2000):
        k = Key(i)
        holder.by_key[k] = i * i   # hashed while young
        holder.keys.append(k)
        if i % 100 == 0:
            churn(20000)
    churn(100000)
    found = 0
    total = 0
    for k in holder.keys:
        if k in holder.by_key:
            found += 1
            total += holder.by_key[k]
    print(found, total, len(holder.by_key))
    seen = {}
    for rnd in range(50):
        fresh = Key(rnd)
        seen[fresh] = rnd
        again = Key(-rnd)
        churn(3000)
        print_it = rnd % 10 == 0
        if print_it:
            print(rnd, seen[fresh], fresh in seen, again in seen, len(seen))
    first = holder.keys[0]
    same = holder.keys[0]
    print(first is same, first is holder.keys[1], holder.by_key[first])
    for k in holder.keys[::2]:
        del holder.by_key[k]
    churn(50000)
    print(len(holder.by_key), sum([holder.by_key[k] for k in holder.keys[1::2]]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
