"""nonlocal: counters and accumulators whose state lives in a cell shared by the
enclosing function and its closures, several closures sharing one variable, nonlocal
through two levels, a recursive nested function (it reads its own cell), a closure
capturing self in a method, a nonlocal flag set by a callback."""


def counter(start):
    count = start

    def bump(step=1):
        nonlocal count
        count += step
        return count
    return bump


def pair_of_closures():
    total = 0

    def add(v):
        nonlocal total
        total += v

    def get():
        return total
    return add, get


def accumulate(values):
    total = 0
    history = []

    def push(v):
        nonlocal total
        total += v
        history.append(total)
    for v in values:
        push(v)
    return total, history


def deep():
    level = 0

    def outer():
        def inner():
            nonlocal level
            level += 10
        inner()
        inner()
    outer()
    return level


def factorials(n):
    def fact(k):
        if k <= 1:
            return 1
        return k * fact(k - 1)
    return [fact(i) for i in range(n)]


class Machine(object):
    def __init__(self, name):
        self.name = name
        self.steps = 0

    def runner(self, limit):
        done = False

        def step():
            nonlocal done
            self.steps += 1
            if self.steps >= limit:
                done = True
            return done
        while not step():
            pass
        return "%s ran %d steps, done=%s" % (self.name, self.steps, done)


def visit_all(items, callback):
    for item in items:
        callback(item)


def find_first_negative(items):
    found = -1
    position = 0

    def check(x):
        nonlocal found, position
        if found < 0 and x < 0:
            found = position
        position += 1
    visit_all(items, check)
    return found


def entry_point(argv):
    c = counter(10)
    print(c(), c(), c(5), c(step=-20))
    other = counter(0)
    print(other(), c())
    add, get = pair_of_closures()
    add(3)
    add(4)
    print(get())
    print(accumulate([1, 2, 3, 4, 5]))
    print(deep())
    print(factorials(8))
    print(Machine("m1").runner(3))
    print(Machine("m2").runner(1))
    print(find_first_negative([3, 1, -4, 1, -5]), find_first_negative([1, 2]))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
