"""collections.deque (append/appendleft/pop/popleft, extend, rotate, maxlen, indexing, in, len, truth, iteration, remove/index/count with CPython's messages, repr), defaultdict(int), defaultdict(list) and Counter (missing keys count 0, update, most_common, total, repr in CPython's order), as breadth-first searches and word counts use them."""

import sys
from collections import Counter, defaultdict, deque


def bfs(grid, start, goal):
    rows = len(grid)
    cols = len(grid[0])
    seen = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            return seen[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in seen:
                seen[(nr, nc)] = seen[(r, c)] + 1
                queue.append((nr, nc))
    return -1


def deques():
    q = deque()
    for i in range(5):
        q.append(i)
    q.appendleft(-1)
    print(q, len(q), q[0], q[-1], 3 in q, 9 in q, bool(q))
    print(q.pop(), q.popleft(), q)
    q.extend([7, 8])
    q.rotate(2)
    print(q)
    q.rotate(-3)
    print(q, q.count(7), q.index(8))
    q.remove(7)
    print(q, [x * 2 for x in q])
    try:
        q.remove(42)
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(q[10])
    except IndexError as e:
        print("IndexError:", e)
    window = deque(maxlen=3)
    for i in range(6):
        window.append(i)
        print(list(window), sum(window))
    print(window)
    empty = deque([1])
    empty.pop()
    print(bool(empty), len(empty), empty)
    try:
        empty.popleft()
    except IndexError as e:
        print("IndexError:", e)
    words = deque(["b", "c"])
    words.appendleft("a")
    words.extendleft(["y", "z"])
    print(words, "".join(words))


def counters(text):
    counts = Counter(text.split())
    print(counts)
    print(counts["the"], counts["missing"], "missing" in counts, len(counts))
    print(counts.most_common(2), counts.total())
    counts.update(["new", "the"])
    counts["extra"] += 5
    print(counts.most_common(3))
    letters = Counter("mississippi")
    print(letters, sorted(letters.items()))
    groups = defaultdict(list)
    for word in text.split():
        groups[len(word)].append(word)
    for size in sorted(groups.keys()):
        print(size, groups[size])
    tally = defaultdict(int)
    for ch in text:
        if ch != " ":
            tally[ch] += 1
    print(tally["t"], tally["q"], len(tally), "z" in tally)
    print(groups)


def entry_point(argv):
    grid = [
        "....#...",
        ".##.#.#.",
        ".#..#.#.",
        ".#.##.#.",
        "...#..#.",
        ".#...#..",
    ]
    print("bfs", bfs(grid, (0, 0), (5, 7)), bfs(grid, (0, 0), (0, 5)))
    deques()
    counters("the cat and the hat and the bat sat")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
