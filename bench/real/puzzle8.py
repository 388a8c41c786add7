"""The 8-puzzle solved with A* (heapq, Manhattan distance, dict of tuple states) and BFS, checked against each other."""
import heapq
import sys
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
MOVES = {"U": -3, "D": 3, "L": -1, "R": 1}


def neighbours(state):
    z = state.index(0)
    row, col = divmod(z, 3)
    result = []
    for name, delta in MOVES.items():
        if name == "U" and row == 0:
            continue
        if name == "D" and row == 2:
            continue
        if name == "L" and col == 0:
            continue
        if name == "R" and col == 2:
            continue
        s = list(state)
        t = z + delta
        s[z], s[t] = s[t], s[z]
        result.append((name, tuple(s)))
    return result


def manhattan(state):
    dist = 0
    for i, v in enumerate(state):
        if v:
            gr, gc = divmod(v - 1, 3)
            r, c = divmod(i, 3)
            dist += abs(gr - r) + abs(gc - c)
    return dist


def solvable(state):
    tiles = [v for v in state if v]
    inversions = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    return inversions % 2 == 0


def astar(start):
    frontier = [(manhattan(start), 0, start, "")]
    best = {start: 0}
    expanded = 0
    while frontier:
        f, g, state, path = heapq.heappop(frontier)
        if state == GOAL:
            return path, expanded
        if g > best.get(state, 1 << 30):
            continue
        expanded += 1
        for name, nxt in neighbours(state):
            ng = g + 1
            if ng < best.get(nxt, 1 << 30):
                best[nxt] = ng
                heapq.heappush(frontier, (ng + manhattan(nxt), ng, nxt, path + name))
    raise ValueError("no solution")


def bfs(start):
    parents = {start: (start, "")}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == GOAL:
            break
        for name, nxt in neighbours(state):
            if nxt not in parents:
                parents[nxt] = (state, name)
                queue.append(nxt)
    moves = []
    state = GOAL
    while state != start:
        prev, name = parents[state]
        moves.append(name)
        state = prev
    return "".join(reversed(moves)), len(parents)


def apply(state, path):
    for m in path:
        for name, nxt in neighbours(state):
            if name == m:
                state = nxt
                break
    return state


def show(state):
    return "\n".join(" ".join(str(v) if v else "_" for v in state[r * 3:r * 3 + 3]) for r in range(3))


def run_once(argv):
    starts = [
        (1, 2, 3, 4, 5, 6, 0, 7, 8),
        (4, 1, 3, 7, 2, 6, 0, 5, 8),
        (8, 1, 3, 4, 0, 2, 7, 6, 5),
    ]
    for start in starts:
        print(show(start))
        path, expanded = astar(start)
        bpath, seen = bfs(start)
        print(f"A*: {len(path)} moves {path!r}, expanded {expanded}; BFS: {len(bpath)} moves, {seen} states")
        print("check:", apply(start, path) == GOAL, apply(start, bpath) == GOAL, manhattan(start))
    bad = (2, 1, 3, 4, 5, 6, 7, 8, 0)
    print("solvable:", solvable(bad), solvable(starts[1]))
    return 0


def entry_point(argv):
    # Bench form: the program's run repeated (argv[1] times, once by default).
    repeat = int(argv[1]) if len(argv) > 1 else 1
    status = 0
    for _ in range(repeat):
        status = run_once(argv[:1])
    return status


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
