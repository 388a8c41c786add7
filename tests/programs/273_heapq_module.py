"""heapq as programs use it: heaps of ints, floats, strs and (priority, name) tuples side by side, the heap's list printed after each step (CPython's exact layout), heapify, heapreplace, heappushpop, nsmallest, nlargest, popping an empty heap, and Dijkstra's shortest paths over a grid with `from heapq import heappush, heappop`."""

import heapq
import sys
from heapq import heappop, heappush


def layouts():
    h = []
    for v in [5, 3, 8, 1, 9, 2, 7, 3, 1]:
        heapq.heappush(h, v)
        print("push", v, h)
    while h:
        print("pop", heapq.heappop(h), h)
    floats = [2.5, -1.0, 3.25, 0.0, -7.5]
    heapq.heapify(floats)
    print("heapify floats", floats)
    words = ["pear", "apple", "fig", "kiwi", "banana", "cherry"]
    heapq.heapify(words)
    print("heapify words", words)
    print("replace", heapq.heapreplace(words, "date"), words)
    print("pushpop small", heapq.heappushpop(words, "aaa"), words)
    print("pushpop big", heapq.heappushpop(words, "zzz"), words)
    emptied = [1]
    heapq.heappop(emptied)
    print("pushpop empty", heapq.heappushpop(emptied, 4), emptied)


def tasks():
    queue = []
    for priority, name in [(3, "write"), (1, "plan"), (2, "test"), (1, "coffee"), (3, "ship")]:
        heapq.heappush(queue, (priority, name))
    print("tasks", queue)
    order = []
    while queue:
        priority, name = heapq.heappop(queue)
        order.append("%d:%s" % (priority, name))
    print(" ".join(order))


def selections():
    data = [9, 4, 7, 1, 8, 2, 2, 6]
    print(heapq.nsmallest(3, data), heapq.nlargest(3, data))
    print(heapq.nsmallest(0, data), heapq.nlargest(10, data))
    pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "y")]
    print(heapq.nsmallest(2, pairs), heapq.nlargest(2, pairs))


def empty_pop():
    h = [3]
    print("last", heapq.heappop(h))
    try:
        heapq.heappop(h)
    except IndexError as e:
        print("IndexError:", e)
    try:
        heapq.heapreplace(h, 1)
    except IndexError as e:
        print("IndexError:", e)


def dijkstra(grid):
    rows = len(grid)
    cols = len(grid[0])
    dist = {}
    frontier = [(0, 0, 0)]
    while frontier:
        d, r, c = heappop(frontier)
        if (r, c) in dist:
            continue
        dist[(r, c)] = d
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr = r + dr
            nc = c + dc
            if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in dist:
                heappush(frontier, (d + grid[nr][nc], nr, nc))
    return dist[(rows - 1, cols - 1)], len(dist)


def entry_point(argv):
    layouts()
    tasks()
    selections()
    empty_pop()
    grid = []
    seed = 7
    for r in range(30):
        row = []
        for c in range(30):
            seed = (seed * 1103515245 + 12345) % 2147483648
            row.append(1 + seed % 9)
        grid.append(row)
    print("shortest path", dijkstra(grid))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
