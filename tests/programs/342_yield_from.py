"""`yield from` over another generator, a list, a range, a str's characters (one generator
yielding chars), nested several levels; a generator delegating to itself recursively
(permutations); the delegate's prints interleave with the consumer's."""


def inner(k):
    print("  inner starts", k)
    yield k
    yield k + 1
    print("  inner ends", k)


def outer():
    yield from inner(1)
    yield from [7, 8]
    yield from range(20, 23)
    yield from inner(10)


def letters(word):
    yield from word
    yield "!"


def permutations(items):
    if len(items) <= 1:
        yield items
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield [items[i]] + p


def flatten(nested, depth):
    if depth == 0:
        yield from nested
        return
    yield from flatten(nested, depth - 1)
    yield depth


def entry_point(argv):
    for v in outer():
        print("got", v)
    print(list(letters("abc")))
    print("".join(letters("xy")))
    for p in permutations([1, 2, 3]):
        print(p)
    print(len(list(permutations([1, 2, 3, 4, 5]))))
    print(list(flatten([0, 0], 3)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
