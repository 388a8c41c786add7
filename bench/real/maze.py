"""Maze generation by randomized depth-first search (explicit stack) and solving with BFS and recursive DFS; walls as a set of frozenset edges, rendering to ASCII."""
import random
import sys
from collections import deque

sys.setrecursionlimit(10000)


class Maze:
    def __init__(self, width, height, seed):
        self.width = width
        self.height = height
        self.passages = set()
        self.rng = random.Random(seed)
        self.generate()

    def cells(self):
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def adjacent(self, cell):
        x, y = cell
        out = []
        for dx, dy in [(0, -1), (1, 0), (0, 1), (-1, 0)]:
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.width and 0 <= ny < self.height:
                out.append((nx, ny))
        return out

    def generate(self):
        start = (0, 0)
        visited = {start}
        stack = [start]
        while stack:
            cell = stack[-1]
            options = [n for n in self.adjacent(cell) if n not in visited]
            if not options:
                stack.pop()
                continue
            nxt = self.rng.choice(options)
            self.passages.add(frozenset([cell, nxt]))
            visited.add(nxt)
            stack.append(nxt)

    def open_between(self, a, b):
        return frozenset([a, b]) in self.passages

    def moves(self, cell):
        return [n for n in self.adjacent(cell) if self.open_between(cell, n)]

    def bfs(self, start, goal):
        came = {start: start}
        q = deque([start])
        while q:
            c = q.popleft()
            if c == goal:
                break
            for n in self.moves(c):
                if n not in came:
                    came[n] = c
                    q.append(n)
        path = [goal]
        while path[-1] != start:
            path.append(came[path[-1]])
        path.reverse()
        return path

    def dfs(self, cell, goal, seen):
        if cell == goal:
            return [cell]
        seen.add(cell)
        for n in self.moves(cell):
            if n not in seen:
                rest = self.dfs(n, goal, seen)
                if rest:
                    return [cell] + rest
        return []

    def render(self, path=()):
        on_path = set(path)
        lines = ["+" + "---+" * self.width]
        for y in range(self.height):
            row = "|"
            below = "+"
            for x in range(self.width):
                mark = " o " if (x, y) in on_path else "   "
                row += mark
                row += " " if x + 1 < self.width and self.open_between((x, y), (x + 1, y)) else "|"
                below += "   +" if y + 1 < self.height and self.open_between((x, y), (x, y + 1)) else "---+"
            lines.append(row)
            lines.append(below)
        return "\n".join(lines)


def run_once(argv):
    for seed, (w, h) in [(1, (8, 5)), (7, (12, 6))]:
        m = Maze(w, h, seed)
        goal = (w - 1, h - 1)
        path = m.bfs((0, 0), goal)
        other = m.dfs((0, 0), goal, set())
        dead_ends = sum(1 for c in m.cells() if len(m.moves(c)) == 1)
        print(f"maze {w}x{h} seed {seed}: {len(m.passages)} passages, path {len(path)}, "
              f"dfs agrees: {path == other}, dead ends: {dead_ends}")
        print(m.render(path))
    big = Maze(40, 40, 3)
    print("big:", len(big.bfs((0, 0), (39, 39))), len(big.dfs((0, 0), (39, 39), set())))
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
