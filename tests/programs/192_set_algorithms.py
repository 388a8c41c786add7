"""Sets in everyday algorithms, printed as CPython prints them: a sieve, graph search with a
visited set, deduplication, word statistics, a random walk of adds, removes and
operators checked against a list model, iteration after changing a set's size
(RuntimeError: Set changed size during iteration), and at the end an uncaught KeyError
from remove() (traceback on stderr, exit status 1)."""


def sieve(n):
    composite = set()
    primes = []
    for i in range(2, n):
        if i not in composite:
            primes.append(i)
            for j in range(i * i, n, i):
                composite.add(j)
    return primes, len(composite)


def reachable(edges, start):
    graph = {}
    for a, b in edges:
        graph.setdefault(a, []).append(b)
    seen = {start}
    todo = [start]
    while todo:
        node = todo.pop()
        for nxt in graph.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


class Rng(object):
    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % bound


def model_check(seed):
    rng = Rng(seed)
    s = set()
    model = []
    for step in range(3000):
        v = rng.next(300) - 50
        op = rng.next(10)
        if op < 5:
            s.add(v)
            if v not in model:
                model.append(v)
        elif op < 8:
            s.discard(v)
            if v in model:
                model.remove(v)
        elif op == 8 and s:
            x = s.pop()
            model.remove(x)
        else:
            other = {rng.next(300) - 50 for i in range(rng.next(40))}
            k = rng.next(4)
            if k == 0:
                s |= other
            elif k == 1:
                s &= other | set(model[:20])
            elif k == 2:
                s -= other
            else:
                s ^= other
            model = [m for m in model if m in s] + [o for o in other if o in s and o not in model]
        if len(s) != len(model):
            print("mismatch at", step)
            return s
    print("model agrees:", sorted(s) == sorted(model), len(s))
    return s


def entry_point(argv):
    primes, ncomposite = sieve(200)
    print(primes, ncomposite)
    edges = [(1, 2), (2, 3), (3, 1), (3, 4), (5, 6), (4, 7), (7, 8), (8, 4), (10, 11)]
    print(reachable(edges, 1), reachable(edges, 5), reachable(edges, 9))
    data = [5, 3, 5, 1, 3, 9, 9, 9, 0, 1, 42, 17, 42]
    unique = set(data)
    print(unique, len(data) - len(unique))
    firsts = []
    seen = set()
    for x in data:
        if x not in seen:
            seen.add(x)
            firsts.append(x)
    print(firsts)
    text = "it was the best of times it was the worst of times it was the age of wisdom"
    words = text.split()
    vocab = set(words)
    print(len(words), len(vocab), vocab)
    common = set("it was the of".split())
    print(vocab - common, {w for w in vocab if len(w) > 4}, {len(w) for w in words})
    for seed in (1, 2, 3):
        print(model_check(seed))
    s = {1, 2, 3}
    t = {1, 2, 3}
    it = iter(t)
    print(next(it))
    t.discard(3)
    try:
        next(it)
    except RuntimeError as e:
        print("RuntimeError:", e)
    total = 0
    for x in {4, 5, 6}:
        total += x
    print(total)
    print("before the KeyError")
    s.remove(1000)
    print("never printed")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
