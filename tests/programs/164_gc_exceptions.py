"""Exceptions carrying objects raised through calls that allocate: the exception and
what it holds survive the collections that happen before it is caught."""


class Payload(object):
    def __init__(self, n):
        self.n = n
        self.data = [n] * 10


class Failure(Exception):
    def __init__(self, payload, note):
        self.payload = payload
        self.note = note


def work(depth, n):
    junk = [Payload(i) for i in range(50)]
    if depth == 0:
        if n >= 0:
            raise Failure(Payload(n), "at the bottom %d" % n)
        return 0
    return work(depth - 1, n) + len(junk)


def entry_point(argv):
    total = 0
    for i in range(300):
        try:
            work(20, i)
        except Failure as e:
            churn = [str(j) for j in range(100)]
            total += e.payload.n + sum(e.payload.data) + len(churn)
            if i % 100 == 0:
                print(e.note, e.payload.data[:3])
    print("total", total, work(3, -1))
    try:
        d = {}
        for i in range(1000):
            d[i] = Payload(i)
        print(d[5000].n)
    except KeyError:
        print("KeyError", len(d))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
