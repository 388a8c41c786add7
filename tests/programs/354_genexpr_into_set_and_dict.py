"""Generator expressions consumed by set(), frozenset(), dict(), collections.Counter() and collections.deque() (flowed as the list they make), next to their comprehension forms; sets compared and combined with an empty set()."""
import collections
import sys
from collections import Counter, deque


def neighbours(cells):
    return set((x + dx, y) for x, y in cells for dx in (-1, 1))


def entry_point(argv):
    words = ["apple", "pear", "fig", "plum", "apple", "kiwi"]
    lengths = set(len(w) for w in words)
    print(sorted(lengths), len(lengths))
    firsts = frozenset(w[0] for w in words if len(w) > 3)
    print(sorted(firsts), "a" in firsts, "f" in firsts)
    index = dict((w, i) for i, w in enumerate(words))
    print(index)
    squares = dict((n, n * n) for n in range(6) if n % 2 == 0)
    print(squares, squares == {n: n * n for n in range(0, 6, 2)})
    print(sorted(neighbours([(0, 0), (5, 1)])))
    shape = frozenset((x - 1, y - 1) for x, y in [(1, 1), (2, 1), (1, 2)])
    print(sorted(shape), (0, 1) in shape, hash(shape) == hash(frozenset(sorted(shape))))
    empty = set(x for x in range(10) if x > 20)
    print(len(empty), empty == set(), set() == empty, empty != set(), lengths - set(), lengths | set())
    print(lengths.union(set()) == lengths, lengths.isdisjoint(set()), lengths >= set(), set() < lengths, set() | lengths)
    print(set(c.upper() for c in "abca") == {"A", "B", "C"})
    letters = Counter(w[0] for w in words)
    print(letters.most_common(2), collections.Counter(len(w) for w in words)[5])
    queue = deque(n * n for n in range(5))
    queue.rotate(2)
    print(queue, collections.deque(w for w in words if "p" in w).popleft())
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
