"""Dijkstra's shortest paths with adjacency lists and a linear-scan priority selection."""

INF = 1000000000


def dijkstra(n, adj, src):
    dist = [INF] * n
    prev = [-1] * n
    done = [False] * n
    dist[src] = 0
    for it in range(n):
        u = -1
        for v in range(n):
            if not done[v] and (u < 0 or dist[v] < dist[u]):
                u = v
        if u < 0 or dist[u] == INF:
            break
        done[u] = True
        for v, w in adj[u]:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                prev[v] = u
    return dist, prev


def path_to(prev, t):
    path = []
    while t >= 0:
        path.append(t)
        t = prev[t]
    path.reverse()
    return path


def entry_point(argv):
    names = ["A", "B", "C", "D", "E", "F", "G"]
    edges = [(0, 1, 7), (0, 2, 9), (0, 5, 14), (1, 2, 10), (1, 3, 15), (2, 3, 11),
             (2, 5, 2), (3, 4, 6), (4, 5, 9)]
    n = len(names)
    adj = [[] for i in range(n)]
    for a, b, w in edges:
        adj[a].append((b, w))
        adj[b].append((a, w))
    dist, prev = dijkstra(n, adj, 0)
    for t in range(n):
        if dist[t] == INF:
            print(names[t], "unreachable")
        else:
            print(names[t], dist[t], "->".join([names[k] for k in path_to(prev, t)]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
