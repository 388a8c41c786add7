"""Dict of lists: grouping words by first letter and by length, an adjacency list."""


def group_by_initial(words):
    groups = {}
    for w in words:
        key = w[0]
        if key not in groups:
            groups[key] = []
        groups[key].append(w)
    return groups


def entry_point(argv):
    words = "apple avocado banana blueberry cherry cranberry date apricot".split()
    groups = group_by_initial(words)
    for k in sorted(groups.keys()):
        print(k, groups[k], len(groups[k]))
    by_len = {}
    for w in words:
        by_len.setdefault(len(w), []).append(w)
    for n in sorted(by_len.keys()):
        print(n, ",".join(by_len[n]))
    edges = [(1, 2), (1, 3), (2, 4), (3, 4), (4, 5)]
    adj = {}
    for a, b in edges:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    for node in sorted(adj.keys()):
        print("node", node, "->", sorted(adj[node]))
    degrees = [len(adj[n]) for n in sorted(adj.keys())]
    print("degrees", degrees)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
