"""sorted(), list() and max() of a defaultdict whose keys are never listed elsewhere:
the list of its keys is a type the program names nowhere else (its C declaration once
came after the helper returning it). Components of a graph, as BFS code writes it."""
from collections import defaultdict, deque


def components(edges):
    adj = defaultdict(set)
    for a, b in edges:
        adj[a].add(b)
        adj[b].add(a)
    seen = set()
    comps = []
    for node in sorted(adj):
        if node in seen:
            continue
        queue = deque([node])
        seen.add(node)
        comp = []
        while queue:
            n = queue.popleft()
            comp.append(n)
            for m in sorted(adj[n]):
                if m not in seen:
                    seen.add(m)
                    queue.append(m)
        comps.append(sorted(comp))
    return comps


def entry_point(argv):
    print(components([(1, 2), (2, 3), (4, 5), (6, 6), (7, 5)]))
    degrees = defaultdict(list)
    for word in ["b", "a", "c", "a"]:
        degrees[len(word) * 10 + ord(word) % 3].append(word)
    print(list(degrees), max(degrees), sorted(degrees, reverse=True))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
