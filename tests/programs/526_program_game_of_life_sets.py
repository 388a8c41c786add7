from itertools import product


def neighbours(cell):
    x, y = cell
    for dx, dy in product((-1, 0, 1), repeat=2):
        if dx or dy:
            yield (x + dx, y + dy)


def step(live):
    counts = {}
    for cell in live:
        for n in neighbours(cell):
            counts[n] = counts.get(n, 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in live)}


def render(live, w, h):
    lines = []
    for y in range(h):
        lines.append("".join("#" if (x, y) in live else "." for x in range(w)))
    return "\n".join(lines)


def bounding_box(live):
    xs = [x for x, _ in live]
    ys = [y for _, y in live]
    return min(xs), min(ys), max(xs), max(ys)


PATTERNS = {
    "glider": {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)},
    "blinker": {(1, 0), (1, 1), (1, 2)},
    "rpent": {(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)},
}


def entry_point(argv):
    board = set(PATTERNS["glider"])
    for gen in range(4):
        print("Generation", gen)
        print(render(board, 6, 6))
        board = step(board)
    print(sorted(board))
    print(bounding_box(board))
    r = PATTERNS["rpent"]
    history = []
    for i in range(60):
        r = step(r)
        history.append(len(r))
    print(history[-10:], max(history), history.index(max(history)))
    b = frozenset(PATTERNS["blinker"])
    seen = {b: 0}
    cur = b
    for i in range(1, 10):
        cur = frozenset(step(cur))
        if cur in seen:
            print("period", i - seen[cur])
            break
        seen[cur] = i
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
