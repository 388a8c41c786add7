"""Exceptions leaving small functions the back-end inlines or calls in tail position:
an assert or IndexError inside an inlined lookup, `return f(x)` where f raises, a raise
caught one and two callers up, re-raised, with finally blocks, inside loops that go on
after the handler, and a normal result right after a path that raised."""


class Table:
    def __init__(self, size):
        self.items = []
        for i in range(size):
            self.items.append(None)

    def put(self, i, value):
        self.items[i] = value

    def find(self, i):
        item = self.items[i]
        assert item is not None
        return item


class Box:
    def __init__(self, value):
        self.value = value


def checked(x):
    if x < 0:
        raise ValueError("negative: %d" % x)
    return x * 2


def tail(x):
    return checked(x - 1)


def tail_twice(x):
    return tail(x + 1)


def lookup(table, i):
    return table.find(i).value


def sum_found(table, n):
    total = 0
    for i in range(n):
        try:
            total += lookup(table, i)
        except AssertionError:
            total += 1000
        except IndexError:
            total += 100000
    return total


def with_finally(x, log):
    try:
        return tail_twice(x)
    finally:
        log.append(x)


def reraise(x):
    try:
        return checked(x)
    except ValueError:
        raise


def entry_point(argv):
    table = Table(5)
    table.put(0, Box(1))
    table.put(2, Box(3))
    table.put(4, Box(5))
    print(sum_found(table, 5))
    print(sum_found(table, 7))
    for x in [3, 0, -1, -5, 2]:
        try:
            print("tail", x, tail_twice(x))
        except ValueError as e:
            print("caught", x, str(e))
    log = []
    for x in [1, -2, 4]:
        try:
            print("finally", with_finally(x, log))
        except ValueError as e:
            print("after finally", str(e))
    print(log)
    count = 0
    for x in range(-3, 4):
        try:
            count += reraise(x)
        except ValueError:
            count -= 1
    print(count)
    try:
        lookup(table, 1)
    except AssertionError:
        print("assertion")
    print(lookup(table, 4))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
