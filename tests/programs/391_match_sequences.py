"""match statement: sequence patterns over lists, tuples and ranges (fixed length, starred captures and wildcards, nested, mixed with literals and guards); strs never match a sequence pattern."""

import sys


def shape(items):
    match items:
        case []:
            return "empty"
        case [x]:
            return "one: %d" % x
        case [x, y]:
            return "two: %d %d" % (x, y)
        case [0, *rest]:
            return "starts with zero, then %d more" % len(rest)
        case [first, *middle, last] if first == last:
            return "same ends %d around %s" % (first, middle)
        case [first, *rest]:
            return "first %d rest %s" % (first, rest)


def ends(items):
    match items:
        case [a, *_, b]:
            return "%d..%d" % (a, b)
        case [*_]:
            return "short"


def tail_sum(items):
    match items:
        case [*head, last]:
            return sum(head) * 100 + last
        case _:
            return -1


def pair(t):
    match t:
        case (0, 0):
            return "origin"
        case (0, y):
            return "on y at %d" % y
        case (x, 0):
            return "on x at %d" % x
        case (x, y) if x == y:
            return "diagonal %d" % x
        case (x, y):
            return "point %d,%d" % (x, y)


def nested(t):
    match t:
        case (name, (x, y)):
            return "%s at %d,%d" % (name, x, y)


def nested_list(rows):
    match rows:
        case [[a, b], [c, d]]:
            return a * d - b * c
        case [[a]]:
            return a
        case [[a, *r], *others]:
            return a + len(r) * 10 + len(others) * 100
        case _:
            return 0


def word_list(words):
    # A str item is not a sequence for a pattern: ["ab"] matches [w], never [[a, b]].
    match words:
        case [[a, b]]:
            return "a nested pair %s %s" % (a, b)
        case [w]:
            return "one word " + w
        case [w, "and", v]:
            return w + " & " + v
        case [*ws]:
            return "%d words" % len(ws)


def text(s):
    # A str subject never matches a sequence pattern, even of its length.
    match s:
        case [a, b]:
            return "pair"
        case [*chars]:
            return "chars"
        case "ab":
            return "the str ab"
        case _:
            return "a str of %d" % len(s)


def triple(t):
    match t:
        case (a, b):
            return "two"
        case (a, b, c, d):
            return "four"
        case (a, "x", c):
            return "x in the middle %d %d" % (a, c)
        case (a, b, c):
            return "three %d %s %d" % (a, b, c)


def over_range(r):
    match r:
        case [a, b, c]:
            return "three from %d to %d" % (a, c)
        case [a, *rest]:
            return "from %d, %d more" % (a, len(rest))
        case _:
            return "empty range"


def command(parts):
    match parts:
        case ["go", direction]:
            return "going " + direction
        case ["take", *things] if things:
            return "taking " + ", ".join(things)
        case ["take"]:
            return "take what?"
        case ["look"] | ["l"]:
            return "looking"
        case ["say", *words]:
            return "saying " + " ".join(words)
        case [verb, *_]:
            return "unknown verb " + verb
        case []:
            return "nothing"


def entry_point(argv):
    for items in [[], [7], [1, 2], [0, 5, 6], [3, 4, 3], [3, 4, 5, 3], [9, 8, 7], [0]]:
        print(items, shape(items))
    for items in [[], [1], [1, 2], [1, 2, 3, 4]]:
        print(items, ends(items), tail_sum(items))
    for t in [(0, 0), (0, 4), (5, 0), (6, 6), (7, 8)]:
        print(t, pair(t))
    print(nested(("a", (1, 2))))
    for rows in [[[1, 2], [3, 4]], [[5]], [[1, 2, 3], [4], [5]], [[]], []]:
        print(rows, nested_list(rows))
    for words in [["ab"], ["cd"], ["x", "and", "y"], ["x", "or", "y"], [], ["a", "b"]]:
        print(words, word_list(words))
    for s in ["ab", "abc", "", "x"]:
        print(repr(s), text(s))
    print(triple((1, "x", 3)))
    print(triple((1, "y", 3)))
    for n in [3, 5, 1, 0]:
        print(n, over_range(range(10, 10 + n)))
    for line in ["go north", "take lamp key", "take", "look", "l", "say hello world",
                 "dance now", ""]:
        print(repr(line), command(line.split()))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
