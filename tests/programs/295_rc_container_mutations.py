"""Reference counting: instances moved through every mutating operation of lists, dicts
and sets (append, insert, pop, remove, del and slice assignment, sort, *=, clear; dict
setitem over an old value, pop, popitem, setdefault, update, copy, clear; set add,
discard, pop, in-place operators), each object still used after the container dropped it
while new objects are allocated in between, so that a count off by one frees a live one."""
import sys


class Box(object):
    def __init__(self, value):
        self.value = value
        self.tag = "box%d" % value

    def __repr__(self):
        return "Box(%d, %s)" % (self.value, self.tag)


def churn(n):
    # Garbage, so that freed cells are reused (and overwritten) at once.
    junk = []
    for i in range(n):
        junk.append(Box(-i))
    return len(junk)


def lists():
    l = [Box(i) for i in range(10)]
    first = l.pop(0)
    last = l.pop()
    churn(200)
    print(first, last, len(l))
    mid = l[3]
    l.remove(mid)
    del l[0:2]
    churn(200)
    print(mid, l)
    l[1:3] = [Box(100), Box(101), Box(102)]
    l[::2] = [Box(200 + i) for i in range(len(l[::2]))]
    churn(200)
    print(l)
    l.insert(0, first)
    l.append(last)
    l.sort(key=lambda b: -b.value)
    print([b.value for b in l])
    l *= 2
    churn(100)
    print(len(l), l[0] is l[len(l) // 2])
    l.extend(l)
    print(len(l), l[-1])
    r = l[::-3]
    l.clear()
    churn(300)
    print(r)
    l = r
    l.reverse()
    del l[::2]
    churn(300)
    print(l, first.tag, last.tag, mid.tag)
    grid = [[Box(i * 10 + j) for j in range(3)] for i in range(3)]
    row = grid.pop(1)
    grid[0] = grid[1]
    churn(300)
    print(row, grid)


def dicts():
    d = {}
    for i in range(20):
        d["k%d" % i] = Box(i)
    old = d["k3"]
    d["k3"] = Box(33)
    popped = d.pop("k4")
    key, item = d.popitem()
    churn(300)
    print(old, popped, key, item, len(d))
    keep = d.setdefault("k5", Box(55))
    fresh = d.setdefault("new", Box(77))
    e = d.copy()
    d.clear()
    churn(300)
    print(keep, fresh, len(e), e["k3"], e["new"])
    by_box = {}
    for b in e.values():
        by_box[b] = b.value * 2
    e.update({"k0": Box(-1)})
    del e["k1"]
    churn(300)
    print(sorted(by_box.values())[:5], e["k0"], len(by_box))
    items = list(e.items())
    e = None
    churn(300)
    print(items[0], items[-1])


def sets():
    boxes = [Box(i) for i in range(12)]
    s = set(boxes[:8])
    t = set(boxes[4:])
    boxes = None
    u = s | t
    s &= t
    churn(200)
    print(sorted(b.value for b in s), len(u))
    v = set(u)
    v -= s
    v ^= set([Box(99)])
    churn(200)
    print(len(v))
    taken = u.pop()
    u.discard(taken)
    u.clear()
    churn(200)
    print(taken.tag == "box%d" % taken.value, len(u))


def iterators():
    l = [Box(i) for i in range(5)]
    it = iter(l)
    l = None
    churn(200)
    print([b.value for b in it])
    d = {i: Box(i) for i in range(4)}
    it2 = iter(d.values())
    d = None
    churn(200)
    print([b.tag for b in it2])


def entry_point(argv):
    lists()
    dicts()
    sets()
    iterators()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
