"""Text files: open() modes w/a/r/r+/w+, write() counts, read()/read(n), readline(), readlines(), iteration (for, enumerate(), zip(), a user class iterating over a file), writelines, with, closed/name/mode, universal newlines, UTF-8 text."""
import os
import sys

PATH = "rtfarm_corpus_196.txt"


def show_lines(path):
    with open(path) as f:
        n = 0
        for line in f:
            n += 1
            print(n, repr(line))
    print("closed after with:", f.closed)


class Numbered(object):
    """Iterable over a file's lines with their numbers: __iter__ returns another object."""

    def __init__(self, f):
        self.f = f

    def __iter__(self):
        return NumberedLines(self.f)


class NumberedLines(object):
    def __init__(self, f):
        self.f = f
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        line = self.f.readline()
        if line == "":
            raise StopIteration
        self.n += 1
        return "%03d %s" % (self.n, line)


def entry_point(argv):
    f = open(PATH, "w")
    print(f.name, f.mode, f.closed)
    print(f.write("first line\n"))
    print(f.write("déjà vu ☃\n"))
    print(f.write(""))
    f.writelines(["a\n", "b\n", "c"])
    f.close()
    print(f.closed)
    f.close()  # closing twice is allowed
    show_lines(PATH)

    with open(PATH, "a") as f:
        print(f.write("\nappended\n"))
    show_lines(PATH)

    with open(PATH, "r") as f:
        print(repr(f.read(5)))
        print(repr(f.read(0)))
        print(repr(f.readline()))
        print(repr(f.readline(3)))
        print(repr(f.readline()))
        print(repr(f.read()))
        print(repr(f.read()))
        print(repr(f.readline()))

    with open(PATH) as f:
        lines = f.readlines()
    print(len(lines), lines)
    print(f.closed)

    with open(PATH) as f:
        for i, line in enumerate(f):
            print(i, repr(line))
    with open(PATH) as f:
        for i, line in enumerate(f, 10):
            print(i, line.rstrip("\n"))
    with open(PATH) as f, open(PATH, "rb") as g:
        for text, raw in zip(f, g):
            print(repr(text), raw)
    with open(PATH) as f:
        for numbered in Numbered(f):
            print(numbered, end="")
        for i, numbered in enumerate(Numbered(f)):
            print("never", i, numbered)

    # universal newlines: \r\n and \r read as \n
    with open(PATH, "w") as f:
        f.write("dos\r\nmac\runix\n\r\n\r")
    with open(PATH) as f:
        print(repr(f.read()))
    with open(PATH, "rb") as g:
        print(g.read())
    with open(PATH) as f:
        print(f.readlines())

    # a long file read in chunks, lines across chunk boundaries
    with open(PATH, "w") as f:
        for i in range(3000):
            f.write("line %d: %s\n" % (i, "é" * (i % 7)))
    total = 0
    count = 0
    with open(PATH) as f:
        for line in f:
            total += len(line)
            count += 1
    print(count, total)
    with open(PATH) as f:
        text = f.read()
    print(len(text), text[:20], repr(text[-12:]))
    with open(PATH) as f:
        part = f.read(10000)
        rest = f.read()
    print(len(part), len(rest), part[-5:] + rest[:5])

    # r+ and w+
    with open(PATH, "w+") as f:
        f.write("0123456789\n")
        f.seek(0)
        print(repr(f.read()))
    with open(PATH, "r+") as f:
        print(repr(f.readline()))
        f.seek(0)
        f.write("ab")
    with open(PATH) as f:
        print(repr(f.read()))

    # empty file
    open(PATH, "w").close()
    with open(PATH) as f:
        print(repr(f.read()), repr(f.readline()), f.readlines())
        for line in f:
            print("never", line)

    os.remove(PATH)
    print(os.path.exists(PATH))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
