"""functools and operator: lru_cache (unbounded, bounded with CPython's evictions, bare), cache, reduce with and without an initial value (its TypeError), operator's functions in reduce() and in a dict of operations."""
import sys
from functools import lru_cache, cache, reduce
import functools

calls = [0]

@lru_cache(maxsize=None)
def fib(n):
    calls[0] += 1
    return n if n < 2 else fib(n - 1) + fib(n - 2)

@cache
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)

@functools.lru_cache(maxsize=2)
def square(n):
    print("computing", n)
    return n * n

@lru_cache
def word_score(w):
    return sum(ord(ch) - 96 for ch in w)

def cached_part():
    print(fib(60), calls[0])
    print(fib(30), calls[0])
    print(grid_paths(10, 10))
    for n in [1, 2, 1, 3, 2, 1, 4, 4]:
        print(square(n))
    print(word_score("hello"), word_score("hello"))
    print(reduce(lambda a, b: a * b, [1, 2, 3, 4, 5]))
    print(reduce(lambda a, b: a + b, [], 10), reduce(lambda acc, w: acc + len(w), ["ab", "c"], 0))
    try:
        reduce(lambda a, b: a + b, [x for x in [1, 2] if x > 5])
    except TypeError as e:
        print("TypeError:", e)
    return 0


import operator

class P:
    def __init__(self, name, age):
        self.name = name
        self.age = age

def operator_part():
    print(reduce(operator.mul, [1, 2, 3, 4]), reduce(operator.sub, [10, 2]))
    pairs = [("b", 2), ("a", 3), ("c", 1)]
    print(sorted(pairs, key=lambda p: p[1]))
    people = [P("x", 30), P("y", 20)]
    print([p.name for p in sorted(people, key=lambda p: p.age)])
    ops = {"+": operator.add, "-": operator.sub, "*": operator.mul}
    print(ops["-"](5, 3), ops["+"](2, 2), operator.neg(4), operator.truediv(1, 4), operator.lt(1, 2))
    return 0



def entry_point(argv):
    cached_part()
    operator_part()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
