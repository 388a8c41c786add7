"""Generator objects given to builtins: list, tuple, sum, sorted (with key and reverse),
min, max, set, dict of pairs, str.join, enumerate, zip (which stops early), any and all
(which stop at the deciding item: the body's prints show how far it ran), sum of floats."""


def evens(limit):
    for x in range(limit):
        if x % 2 == 0:
            print("  even", x)
            yield x


def words():
    yield "pear"
    yield "fig"
    yield "banana"


def halves(n):
    for i in range(n):
        yield i / 2


def pairs():
    for i, w in enumerate(["a", "b", "a"]):
        yield (w, i)


def entry_point(argv):
    print(list(evens(5)))
    print(tuple(evens(3)))
    print(sum(evens(7)), sum(halves(5), 0.0), sum(evens(4), 100))
    print(sorted(words()), sorted(words(), key=len), sorted(words(), reverse=True))
    print(min(words()), max(words()), max(words(), key=len), min(evens(9)))
    print(sorted(set(w[0] for w in words())), len(set(evens(6))))
    print(dict(pairs()))
    print("-".join(words()), "".join(w.upper() for w in words()))
    for i, w in enumerate(words()):
        print(i, w)
    for n, w in zip(evens(100), words()):
        print(n, w)
    print(any(x > 2 for x in evens(100)))
    print(all(x < 3 for x in evens(100)))
    print(any(evens(1)), all(evens(1)), any(evens(0)), all(evens(0)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
