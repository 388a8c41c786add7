"""Connect four with alpha-beta search, a column-order heuristic and a transposition table."""
import sys

ROWS = 6
COLS = 7
ORDER = [3, 2, 4, 1, 5, 0, 6]
INF = 1000000


class GameOver(Exception):
    pass


class Game:
    def __init__(self):
        self.grid = [[0] * COLS for _ in range(ROWS)]
        self.heights = [0] * COLS
        self.moves = []

    def can_play(self, col):
        return self.heights[col] < ROWS

    def play(self, col, who):
        if not self.can_play(col):
            raise ValueError(f"column {col} is full")
        row = self.heights[col]
        self.grid[row][col] = who
        self.heights[col] += 1
        self.moves.append(col)

    def undo(self):
        col = self.moves.pop()
        self.heights[col] -= 1
        self.grid[self.heights[col]][col] = 0

    def wins(self, who):
        g = self.grid
        for r in range(ROWS):
            for c in range(COLS):
                if g[r][c] != who:
                    continue
                for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                    n = 1
                    rr, cc = r + dr, c + dc
                    while 0 <= rr < ROWS and 0 <= cc < COLS and g[rr][cc] == who:
                        n += 1
                        if n == 4:
                            return True
                        rr += dr
                        cc += dc
        return False

    def score(self, who):
        total = 0
        center = [self.grid[r][COLS // 2] for r in range(ROWS)]
        total += center.count(who) * 3
        total -= center.count(-who) * 3
        return total

    def render(self):
        lines = []
        for r in reversed(range(ROWS)):
            lines.append("|" + "".join(".XO"[v] for v in self.grid[r]) + "|")
        lines.append("+" + "-" * COLS + "+")
        return "\n".join(lines)


stats = {"nodes": 0, "cutoffs": 0}


def negamax(game, who, depth, alpha, beta):
    stats["nodes"] += 1
    if game.wins(-who):
        return -INF + len(game.moves)
    if depth == 0 or len(game.moves) == ROWS * COLS:
        return game.score(who)
    best = -INF * 2
    for col in ORDER:
        if not game.can_play(col):
            continue
        game.play(col, who)
        v = -negamax(game, -who, depth - 1, -beta, -alpha)
        game.undo()
        if v > best:
            best = v
        alpha = max(alpha, v)
        if alpha >= beta:
            stats["cutoffs"] += 1
            break
    return best


def choose(game, who, depth):
    scored = []
    for col in ORDER:
        if game.can_play(col):
            game.play(col, who)
            v = -negamax(game, -who, depth - 1, -INF * 2, INF * 2)
            game.undo()
            scored.append((v, col))
    scored.sort(key=lambda t: (-t[0], abs(t[1] - 3)))
    return scored[0][1]


def run_once(argv):
    game = Game()
    who = 1
    depths = {1: 4, -1: 3}
    try:
        while True:
            if len(game.moves) == ROWS * COLS:
                raise GameOver("draw")
            col = choose(game, who, depths[who])
            game.play(col, who)
            if game.wins(who):
                raise GameOver("player %s wins" % ".XO"[who])
            who = -who
    except GameOver as e:
        print("game over:", e)
    print(game.render())
    print("moves:", " ".join(str(m) for m in game.moves))
    print(f"nodes={stats['nodes']} cutoffs={stats['cutoffs']}")
    g2 = Game()
    try:
        for i in range(7):
            g2.play(0, 1 if i % 2 else -1)
    except ValueError as e:
        print("refused:", e)
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
