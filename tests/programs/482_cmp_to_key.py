"""functools.cmp_to_key: sorting, min and max by comparison functions (several, each its
own key class), on ints, strs, tuples and instances; the comparison's side effects run
as often as under CPython's sort; reverse=True; bisect-free ranking."""

import functools


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def __repr__(self):
        return "%s%s" % ("??23456789TJQKA"[self.rank], self.suit)


def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    if a < b:
        return -1
    if a > b:
        return 1
    return 0


CALLS = [0]


def descending(a, b):
    CALLS[0] += 1
    return b - a


def card_order(x, y):
    if x.suit != y.suit:
        return -1 if x.suit < y.suit else 1
    return x.rank - y.rank


def largest_number(nums):
    def concat_order(a, b):
        ab, ba = a + b, b + a
        return (ab < ba) - (ab > ba)
    words = sorted([str(n) for n in nums], key=functools.cmp_to_key(concat_order))
    return "".join(words)


def entry_point(argv):
    words = ["pear", "fig", "banana", "kiwi", "apple", "date", "fig"]
    print(sorted(words, key=functools.cmp_to_key(by_length_then_alpha)))
    print(sorted(words, key=functools.cmp_to_key(by_length_then_alpha), reverse=True))
    nums = [5, 3, 9, 1, 7, 3, 8]
    print(sorted(nums, key=functools.cmp_to_key(descending)), CALLS[0])
    nums.sort(key=functools.cmp_to_key(descending))
    print(nums, CALLS[0])
    key = functools.cmp_to_key(descending)
    print(min([4, 2, 6], key=key), max([4, 2, 6], key=key))
    cards = [Card(12, "s"), Card(3, "h"), Card(14, "h"), Card(12, "d"), Card(2, "s")]
    cards.sort(key=functools.cmp_to_key(card_order))
    print(cards)
    print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]))
    pairs = [(1, "b"), (0, "z"), (1, "a")]
    print(sorted(pairs, key=functools.cmp_to_key(lambda p, q: q[0] - p[0])))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
