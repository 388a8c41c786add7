"""itertools as puzzle solvers use it: permutations (all and of length r, of lists, strs and ranges), combinations, combinations_with_replacement, product (of several iterables of one item type, and with repeat=), accumulate; loops unpacking the tuples, a brute-force search over permutations; CPython's order everywhere."""

import sys
from itertools import permutations, combinations, product, combinations_with_replacement
import itertools

def entry_point(argv):
    print(list(permutations([1, 2, 3])))
    print(list(permutations("abcd", 2)))
    print(list(combinations(range(5), 3)))
    print(list(combinations_with_replacement("ab", 3)))
    print(list(product([0, 1], repeat=3)))
    print(list(product("ab", "xy")))
    best = 0
    for p in itertools.permutations(range(6)):
        v = p[0] * 100 + p[1] * 10 + p[2] - p[5]
        if v > best:
            best = v
    print(best)
    for a, b in combinations([3, 5, 7], 2):
        print(a * b, end=" ")
    print()
    print(list(permutations([5], 0)), list(combinations([1], 2)), list(itertools.accumulate([1, 2, 3, 4])))
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
