"""Union-find with path compression and union by rank; Kruskal's minimum spanning tree."""


class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.sets = n

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            nxt = self.parent[x]
            self.parent[x] = root
            x = nxt
        return root

    def union(self, a, b):
        ra = self.find(a)
        rb = self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.sets -= 1
        return True


def kruskal(n, edges):
    ds = DisjointSet(n)
    chosen = []
    weight = 0
    for w, a, b in sorted(edges):
        if ds.union(a, b):
            chosen.append((a, b))
            weight += w
    return weight, chosen


def entry_point(argv):
    edges = [(7, 0, 1), (5, 0, 3), (8, 1, 2), (9, 1, 3), (7, 1, 4), (5, 2, 4),
             (15, 3, 4), (6, 3, 5), (8, 4, 5), (9, 4, 6), (11, 5, 6)]
    weight, tree = kruskal(7, edges)
    print("mst weight", weight, "edges", tree)
    ds = DisjointSet(10)
    for a, b in [(0, 1), (2, 3), (1, 3), (5, 6), (7, 8), (8, 9), (9, 7)]:
        ds.union(a, b)
    print("sets", ds.sets, [ds.find(i) == ds.find(0) for i in range(10)])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
