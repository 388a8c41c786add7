"""Closing generators made by methods and generators reading files: a for loop over
`obj.method(...)` left early closes the generator when every method of that name in the
program is a generator (overrides included); `with open(path) as f: for line in f:
yield line` closes the file when the consumer stops early (the file is closed, then
reopened by the next reader), and behaves as before when read to the end; a pipeline
of generator methods with finally blocks closes from the consumer down, also through a
generator method without a finally of its own; a recursive generator method."""
import os

PATH = "rtfarm_corpus_479.txt"


class Source:
    def __init__(self, name, limit):
        self.name = name
        self.limit = limit
        self.opened = 0

    def produce(self):
        self.opened += 1
        try:
            for i in range(self.limit):
                yield i
        finally:
            print("  %s closed after opening %d time(s)" % (self.name, self.opened))


class Squares(Source):
    def produce(self):
        try:
            for i in range(self.limit):
                yield i * i
        finally:
            print("  squares", self.name, "finally")


class Stage:
    def __init__(self, name, source):
        self.name = name
        self.source = source

    def run(self):
        try:
            for x in self.source.produce():
                yield x + 1000
        finally:
            print("  stage", self.name, "finally")


class Relay:
    """A generator method without a finally of its own, looping over one with a finally."""

    def __init__(self, inner):
        self.inner = inner

    def relay(self):
        for x in self.inner.produce():
            yield x * 10


class Tree:
    """A recursive generator method: nothing to close (no finally anywhere)."""

    def __init__(self, kids, v):
        self.kids = kids
        self.v = v

    def walk(self):
        yield self.v
        for k in self.kids:
            for v in k.walk():
                yield v


def first_over(source, limit):
    for v in source.produce():
        if v > limit:
            return v
    return -1


def read_lines(path):
    with open(path) as f:
        for line in f:
            yield line.rstrip("\n")
    print("  read_lines done with", path)


def count_until(path, stop):
    n = 0
    for line in read_lines(path):
        if line == stop:
            return n
        n += 1
    return -1


def entry_point(argv):
    limit = len(argv) + 5
    print("methods:")
    sources = [Source("plain", limit), Squares("sq", limit)]
    for s in sources:
        print("  first_over 3 ->", first_over(s, 3))
    print("pipeline:")
    stage = Stage("one", Source("piped", limit))
    for x in stage.run():
        print("  x", x)
        if x == 1002:
            break
    print("  pipeline left")
    try:
        for x in Stage("two", Squares("sq2", limit)).run():
            if x == 1004:
                raise ValueError("too big: %d" % x)
            print("  x", x)
    except ValueError as e:
        print("  caught", e)
    print("relay:")
    for x in Relay(Source("relayed", limit)).relay():
        print("  relayed", x)
        if x == 20:
            break
    print("  after the relay")
    tree = Tree([Tree([], 2), Tree([Tree([], 4)], 3)], 1)
    for v in tree.walk():
        print("  walked", v)
        if v == 3:
            break
    print("files:")
    with open(PATH, "w") as out:
        for word in ["alpha", "beta", "gamma", "delta"]:
            out.write(word + "\n")
    print("  until gamma:", count_until(PATH, "gamma"))
    print("  until omega:", count_until(PATH, "omega"))
    print("  all:", list(read_lines(PATH)))
    for line in read_lines(PATH):
        print("  first line only:", line)
        break
    os.remove(PATH)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
