"""A puzzle solver in the generator style: N-queens solutions yielded by a recursive
generator, a sudoku-like candidate generator, a word-ladder BFS over generated
neighbours, and a lazily computed prime sieve consumed until a bound."""


def queens(n, placed):
    row = len(placed)
    if row == n:
        yield list(placed)
        return
    for col in range(n):
        ok = True
        for r, c in enumerate(placed):
            if c == col or abs(c - col) == row - r:
                ok = False
                break
        if ok:
            placed.append(col)
            yield from queens(n, placed)
            placed.pop()


def candidates(grid, i):
    used = set()
    for j in range(len(grid)):
        if grid[j] != 0 and (j // 3 == i // 3 or j % 3 == i % 3):
            used.add(grid[j])
    for v in range(1, 4):
        if v not in used:
            yield v


def neighbours(word, vocabulary):
    for i in range(len(word)):
        for ch in "abcdefghijklmnopqrstuvwxyz":
            if ch != word[i]:
                cand = word[:i] + ch + word[i + 1:]
                if cand in vocabulary:
                    yield cand


def ladder(start, goal, vocabulary):
    previous = {start: ""}
    frontier = [start]
    while frontier:
        nxt = []
        for w in frontier:
            for n in neighbours(w, vocabulary):
                if n not in previous:
                    previous[n] = w
                    nxt.append(n)
        frontier = nxt
    path = []
    w = goal
    while w != "":
        path.append(w)
        w = previous.get(w, "")
    path.reverse()
    return path


def primes():
    found = []
    n = 2
    while True:
        if all(n % p != 0 for p in found):
            found.append(n)
            yield n
        n += 1


def entry_point(argv):
    solutions = list(queens(6, []))
    print(len(solutions), solutions[0], solutions[-1])
    print(sum(1 for _ in queens(7, [])))
    first = next(queens(8, []))
    print(first)
    print(list(candidates([1, 0, 0, 0, 2, 0, 0, 0, 0], 3)))
    vocabulary = set(["cold", "cord", "card", "ward", "warm", "word", "worm", "wore"])
    print(ladder("cold", "warm", vocabulary))
    out = []
    for p in primes():
        if p > 60:
            break
        out.append(p)
    print(out)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
