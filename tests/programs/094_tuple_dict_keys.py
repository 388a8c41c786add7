"""Dicts keyed by tuples: breadth-first search through a maze on a grid of coordinates."""

MAZE = [
    "##########",
    "#S.....#.#",
    "#.##.#.#.#",
    "#.#..#...#",
    "#.#.####.#",
    "#...#..#.#",
    "###.#.##.#",
    "#.....#..#",
    "#.###...E#",
    "##########",
]


def find(ch):
    for y in range(len(MAZE)):
        x = MAZE[y].find(ch)
        if x >= 0:
            return (x, y)
    return (-1, -1)


def bfs(start, goal):
    came_from = {start: start}
    queue = [start]
    head = 0
    while head < len(queue):
        cur = queue[head]
        head += 1
        if cur == goal:
            break
        x, y = cur
        for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
            nxt = (x + dx, y + dy)
            if MAZE[nxt[1]][nxt[0]] != "#" and nxt not in came_from:
                came_from[nxt] = cur
                queue.append(nxt)
    return came_from


def entry_point(argv):
    start = find("S")
    goal = find("E")
    came = bfs(start, goal)
    print("start", start, "goal", goal, "visited", len(came))
    path = []
    cur = goal
    while cur != start:
        path.append(cur)
        cur = came[cur]
    path.append(start)
    path.reverse()
    print("path length", len(path) - 1)
    on_path = {}
    for p in path:
        on_path[p] = True
    for y in range(len(MAZE)):
        row = []
        for x in range(len(MAZE[y])):
            c = MAZE[y][x]
            row.append("*" if c == "." and (x, y) in on_path else c)
        print("".join(row))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
