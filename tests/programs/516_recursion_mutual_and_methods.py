"""RecursionError out of cycles of several functions: mutual recursion (a -> b -> a), a
method called through the vtable (several classes override it, each calling the next
node's), a function value called from a list of functions, a bound method stored in an
attribute, a generator delegating to a new one of itself with `yield from`, and __init__ building an
endless chain. Each is caught where CPython catches it; nothing prints the depth."""
import sys


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


class Node:
    def __init__(self, label):
        self.label = label
        self.next = None

    def walk(self, depth):
        return self.next.walk(depth + 1) + 1


class Red(Node):
    def walk(self, depth):
        return self.next.walk(depth + 1) + 2


class Blue(Node):
    def walk(self, depth):
        if depth < 0:
            return 0
        return self.next.walk(depth + 1) + 3


def ping(n):
    return TABLE[n % 3](n + 1)


def pong(n):
    return TABLE[(n + 1) % 3](n + 2)


def pang(n):
    return TABLE[n % 2](n + 3) + 1


TABLE = [ping, pong, pang]


class Relay:
    def __init__(self):
        self.target = None

    def send(self, n):
        return self.target(n + 1)


def descend(n):
    # The first next() goes down without end: each level resumes the next one. (A
    # generator yielding at every level would cost the square of the depth.)
    if n < 0:
        yield n
    yield from descend(n + 1)


class Chain:
    def __init__(self, n):
        self.n = n
        self.rest = Chain(n + 1)


def entry_point(argv):
    print(is_even(10), is_odd(7), is_even(7))
    try:
        is_even(-1)
    except RecursionError as e:
        print("mutual:", e)

    ring = [Node("a"), Red("b"), Blue("c")]
    for i in range(3):
        ring[i].next = ring[(i + 1) % 3]
    try:
        print(ring[0].walk(0))
    except RecursionError:
        print("vtable ring caught")

    try:
        ping(0)
    except RecursionError:
        print("function values caught")

    relay = Relay()
    relay.target = relay.send
    try:
        relay.send(0)
    except RecursionError:
        print("bound method caught")

    taken = []
    try:
        for x in descend(0):
            taken.append(x)
    except RecursionError:
        print("generator caught, items:", taken)

    try:
        Chain(0)
    except RecursionError:
        print("__init__ chain caught")
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
