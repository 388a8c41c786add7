"""sorted(d, key=d.get), min(d, key=d.get) and max(d, key=d.get): the keys of a dict ordered by their values (stable for equal values, reverse=True too; the first of equal values for min and max), with int, float and str values, and the empty dict's ValueError."""

import sys


def word_counts(text):
    counts = {}
    for word in text.split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def entry_point(argv):
    counts = word_counts("the cat and the dog and the bird saw a cat")
    print(sorted(counts, key=counts.get))
    print(sorted(counts, key=counts.get, reverse=True))
    print(max(counts, key=counts.get), min(counts, key=counts.get))
    prices = {"apple": 1.25, "pear": 0.75, "fig": 2.5, "kiwi": 0.75}
    print(sorted(prices, key=prices.get), max(prices, key=prices.get), min(prices, key=prices.get))
    names = {3: "carol", 1: "alice", 2: "bob"}
    print(sorted(names, key=names.get, reverse=True), min(names, key=names.get))
    empty = word_counts("")
    try:
        print(max(empty, key=empty.get))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(min(empty, key=empty.get))
    except ValueError as e:
        print("ValueError:", e)
    print(sorted(empty, key=empty.get))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
