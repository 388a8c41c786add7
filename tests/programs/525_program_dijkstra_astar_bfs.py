import heapq
from collections import defaultdict, deque


def dijkstra(graph, start):
    dist = {node: float('inf') for node in graph}
    dist[start] = 0
    prev = {}
    pq = [(0, start)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev


def path_to(prev, target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]


def astar(grid, start, goal):
    def h(p):
        return abs(p[0] - goal[0]) + abs(p[1] - goal[1])
    open_set = [(h(start), 0, start)]
    came = {}
    g = {start: 0}
    while open_set:
        _, cost, cur = heapq.heappop(open_set)
        if cur == goal:
            path = [cur]
            while cur in came:
                cur = came[cur]
                path.append(cur)
            return list(reversed(path))
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != '#':
                ng = cost + 1
                if ng < g.get((nr, nc), 1 << 30):
                    g[(nr, nc)] = ng
                    came[(nr, nc)] = cur
                    heapq.heappush(open_set, (ng + h((nr, nc)), ng, (nr, nc)))
    return None


def bfs_components(edges):
    adj = defaultdict(set)
    for a, b in edges:
        adj[a].add(b)
        adj[b].add(a)
    seen = set()
    comps = []
    for node in sorted(adj):
        if node in seen:
            continue
        q = deque([node])
        seen.add(node)
        comp = []
        while q:
            n = q.popleft()
            comp.append(n)
            for m in sorted(adj[n]):
                if m not in seen:
                    seen.add(m)
                    q.append(m)
        comps.append(sorted(comp))
    return comps


def entry_point(argv):
    graph = {
        'A': {'B': 7, 'C': 9, 'F': 14},
        'B': {'A': 7, 'C': 10, 'D': 15},
        'C': {'A': 9, 'B': 10, 'D': 11, 'F': 2},
        'D': {'B': 15, 'C': 11, 'E': 6},
        'E': {'D': 6, 'F': 9},
        'F': {'A': 14, 'C': 2, 'E': 9},
        'G': {},
    }
    dist, prev = dijkstra(graph, 'A')
    for node in sorted(dist):
        print(node, dist[node], '->'.join(path_to(prev, node)))
    print(dist)
    grid = ["....#....",
            ".##.#.##.",
            ".#.....#.",
            ".#.###.#.",
            "...#...#."]
    p = astar(grid, (0, 0), (4, 8))
    print(len(p) - 1, p)
    rows = [list(r) for r in grid]
    for r, c in p:
        rows[r][c] = '*'
    print("\n".join("".join(r) for r in rows))
    print(astar(grid, (0, 0), (0, 4)))
    print(bfs_components([(1, 2), (2, 3), (4, 5), (6, 6), (7, 5)]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
