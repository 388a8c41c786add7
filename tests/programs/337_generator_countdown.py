"""Generator functions: a countdown whose prints interleave with the consumer's (laziness),
next() by hand, StopIteration once exhausted and again after, a fresh generator per call."""


def countdown(n):
    print("start", n)
    while n > 0:
        print("yielding", n)
        yield n
        n -= 1
    print("done")


def squares_upto(limit):
    i = 0
    while i * i <= limit:
        yield i * i
        i += 1


def entry_point(argv):
    for k in countdown(3):
        print("got", k)
    g = countdown(2)
    print("made, nothing ran yet")
    print(next(g))
    print(next(g))
    for attempt in range(3):
        try:
            print(next(g))
        except StopIteration:
            print("StopIteration", attempt)
    a = squares_upto(10)
    b = squares_upto(30)
    print(next(a), next(b), next(a), next(b))
    print(list(a), list(b))
    print(list(a), list(b))
    for x in countdown(0):
        print("never", x)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
