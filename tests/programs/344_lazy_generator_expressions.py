"""Generator expressions consumed elsewhere than sum()/list()...: set() and frozenset() of
one, dict() of pairs, max()/min() with key= over one, one passed to a function of the
program (each call site its own generator), one reading the enclosing function's
locals and parameters, a generator expression over a generator object."""


def total(items):
    result = 0
    for item in items:
        result += item
    return result


def first_long(words, minimum):
    return next((w for w in words if len(w) >= minimum), "none")


def squares(n):
    for i in range(n):
        yield i * i


def entry_point(argv):
    xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
    k = 3
    print(sorted(set(x % k for x in xs)))
    print(frozenset(x for x in xs if x > 4) == frozenset([5, 9, 6]))
    d = dict((x, x * k) for x in xs if x > k)
    print(sorted(d.items()))
    print(max((x * 10 for x in xs), key=lambda v: -v), min((x for x in xs), key=lambda v: abs(v - 5)))
    print(total(x * k for x in xs), total(x for x in range(5)), total(s for s in squares(4)))
    words = ["ab", "abcd", "abcdef"]
    print(first_long(words, 3), first_long(words, 9))
    print(list(s + 1 for s in squares(5) if s % 2 == 0))
    k = 100
    print(total(x + k for x in [1, 2]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
