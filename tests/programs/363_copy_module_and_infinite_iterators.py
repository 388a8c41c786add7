"""functools.lru_cache/cache on recursive functions of one and two arguments and functools.reduce with and without an initial value; copy.copy and copy.deepcopy of boards (lists of lists), dicts of lists, sets and tuples, `is` between a list and its copy, a function dispatching on isinstance(x, list/dict) specialised per call site, and itertools.count, cycle, repeat, chain and islice driven by for loops, zip and next()."""
import copy
import functools
import itertools
import sys
from functools import lru_cache
from itertools import count, cycle

from rlib.objectmodel import specialize


@specialize.call_location()
def size(x):
    if isinstance(x, list):
        return len(x)
    if isinstance(x, dict):
        return -len(x)
    return 0


calls = 0


@lru_cache(maxsize=None)
def fib(n):
    global calls
    calls += 1
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=128)
def paths(rows, cols):
    if rows == 0 or cols == 0:
        return 1
    return paths(rows - 1, cols) + paths(rows, cols - 1)


@functools.cache
def shout(word):
    return word.upper() + "!"


def moves_after(board, player):
    result = []
    for r in range(3):
        for c in range(3):
            if board[r][c] == ".":
                trial = copy.deepcopy(board)
                trial[r][c] = player
                result.append(trial)
    return result


def entry_point(argv):
    board = [list("X.O"), list(".X."), list("O..")]
    after = moves_after(board, "O")
    print(len(after), ["".join(row) for row in after[0]], ["".join(row) for row in board])
    shallow = copy.copy(board)
    shallow[0][1] = "#"
    print(board[0], shallow is board, shallow == board, shallow is not board, board is board)
    deep = copy.deepcopy(board)
    deep[2][2] = "!"
    print(board[2], deep[2], deep == board)
    scores = {"a": [1, 2], "b": [3]}
    saved = copy.deepcopy(scores)
    scores["a"].append(9)
    print(scores, saved, copy.copy(saved) == saved)
    print(sorted(copy.deepcopy({(1, 2), (0, 5)})), copy.copy("text"), copy.deepcopy(2.5),
          copy.deepcopy((1, "a")), copy.copy([1, 2]) + [3])
    print(size([1, 2, 3]), size({"k": 1}), size("abc"), size(7), size(range(4)), size((1, 2)))
    print(fib(80), calls, fib(30), calls, paths(10, 10), paths(3, 4), shout("hey"), shout("hey"))
    print(functools.reduce(lambda a, b: a * b, [1, 2, 3, 4, 5]), functools.reduce(max, [3, 9, 2], 0),
          functools.reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0.5))
    try:
        functools.reduce(lambda a, b: a + b, [x for x in [1, 2] if x > 5])
    except TypeError as e:
        print("TypeError:", e)
    ids = count(1)
    print(next(ids), next(ids), next(ids))
    for i, ch in zip(itertools.count(10, 5), "abc"):
        print(i, ch, end="; ")
    print()
    turns = cycle(["X", "O"])
    print([next(turns) for _ in range(5)])
    for t, who in zip(range(3), itertools.cycle("AB")):
        print(t, who, end=" ")
    print()
    print([s for s in itertools.repeat("ab", 3)], list(itertools.chain([1, 2], [3], [4, 5])))
    print(list(itertools.islice([5, 6, 7, 8, 9], 1, 4)), list(itertools.islice("abcdef", 3)),
          list(itertools.islice(range(20), 2, 15, 4)))
    for k in count():
        if k * k > 20:
            print("first square above 20:", k * k)
            break
    steps = count(0.5, 0.25)
    print(next(steps), next(steps), next(steps))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
