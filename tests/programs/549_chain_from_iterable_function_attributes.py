"""itertools.chain.from_iterable (lazy: the iterables come from a generator, consumed in
part), itertools.pairwise (of a list, a str, a generator, too short an iterable) and attributes set on functions at import (constants, other functions), read through the
function, and through a variable holding several functions when they hold the same value
(different values there are refused)."""

import itertools


def rows():
    print("  (making row 1)")
    yield [1, 2]
    print("  (making row 2)")
    yield []
    print("  (making row 3)")
    yield [3, 4, 5]


def shout(text):
    return text.upper() + "!"


def whisper(text):
    return "..." + text.lower()


shout.volume = 10
shout.label = "loud"
whisper.volume = 1
whisper.label = "soft"
shout.opposite = whisper


VOLUME = 7
shout.loudness = VOLUME
whisper.loudness = VOLUME


def describe(handler, text):
    # Both handlers hold the same value: one constant, whichever is called.
    return "%d: %s" % (handler.loudness, handler(text))


def entry_point(argv):
    print(list(itertools.chain.from_iterable([[1, 2], [3], [], [4]])))
    print(list(itertools.chain.from_iterable(["ab", "", "cde"])))
    lazy = itertools.chain.from_iterable(rows())
    print(next(lazy))
    print(next(lazy))
    print(next(lazy))
    print(sum(itertools.chain.from_iterable([range(3), range(10, 12)])))
    pairs = [(k, v) for k, v in itertools.chain.from_iterable([{"a": 1}.items(), {"b": 2}.items()])]
    print(pairs)
    print(list(itertools.pairwise([1, 2, 3, 4])), list(itertools.pairwise("abc")))
    print(list(itertools.pairwise([7])), list(itertools.pairwise([])))
    gaps = [b - a for a, b in itertools.pairwise(x * x for x in range(6))]
    print(gaps, sum(1 for _ in itertools.pairwise(range(10))))
    print(shout.volume + whisper.volume, shout.label, whisper.label)
    print(shout.opposite("Quiet Please"))
    for handler in (shout, whisper):
        print(describe(handler, "Hello"))
    print(describe(shout.opposite, "Done"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
