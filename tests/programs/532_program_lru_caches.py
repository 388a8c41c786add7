from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.cache = OrderedDict()
        self.capacity = capacity
        self.hits = 0
        self.misses = 0

    def get(self, key: int) -> int:
        if key not in self.cache:
            self.misses += 1
            return -1
        self.hits += 1
        self.cache.move_to_end(key)
        return self.cache[key]

    def put(self, key: int, value: int) -> None:
        self.cache[key] = value
        self.cache.move_to_end(key)
        if len(self.cache) > self.capacity:
            self.cache.popitem(last=False)

    def __repr__(self):
        return f"LRUCache({self.capacity}, {list(self.cache.items())})"

    def __len__(self):
        return len(self.cache)


class Node:
    def __init__(self, key, val):
        self.key = key
        self.val = val
        self.prev = None
        self.next = None


class LinkedLRU:
    """Classic doubly-linked-list + dict LRU."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.map = {}
        self.head = Node(0, 0)
        self.tail = Node(0, 0)
        self.head.next = self.tail
        self.tail.prev = self.head

    def _remove(self, node):
        p, n = node.prev, node.next
        p.next, n.prev = n, p

    def _add(self, node):
        p = self.tail.prev
        p.next = node
        self.tail.prev = node
        node.prev = p
        node.next = self.tail

    def get(self, key):
        if key in self.map:
            n = self.map[key]
            self._remove(n)
            self._add(n)
            return n.val
        return -1

    def put(self, key, value):
        if key in self.map:
            self._remove(self.map[key])
        n = Node(key, value)
        self._add(n)
        self.map[key] = n
        if len(self.map) > self.capacity:
            n = self.head.next
            self._remove(n)
            del self.map[n.key]

    def keys(self):
        out = []
        cur = self.head.next
        while cur is not self.tail:
            out.append(cur.key)
            cur = cur.next
        return out


def entry_point(argv):
    c = LRUCache(3)
    ops = [("put", 1, 1), ("put", 2, 2), ("get", 1, 0), ("put", 3, 3),
           ("put", 4, 4), ("get", 2, 0), ("get", 3, 0), ("put", 5, 5), ("get", 1, 0)]
    l = LinkedLRU(3)
    for op, k, v in ops:
        if op == "put":
            c.put(k, v)
            l.put(k, v)
        else:
            print("get(%d) -> %d / %d" % (k, c.get(k), l.get(k)))
    print(c)
    print(len(c), c.hits, c.misses)
    print(l.keys())
    assert list(c.cache.keys()) == l.keys(), "mismatch"
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
