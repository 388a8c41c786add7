"""sys.stdout, sys.stderr as file objects: print(file=...) (also of a user class with write()), sys.stdout.write() counts, sys.stdout.buffer.write() of bytes, flush, the order of print and sys.stdout.write, print's sep/end/flush, print() into a file, os.write after flushes."""
import os
import sys

PATH = "rtfarm_corpus_199.txt"


class Point(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Collector(object):
    """Not a file: print(file=...) calls its write() with each piece."""

    def __init__(self):
        self.pieces = []

    def write(self, text):
        self.pieces.append(text)
        return len(text)

    def flush(self):
        self.pieces.append("<flush>")


def report(out, label, value):
    print(label, str(value), file=out)


def entry_point(argv):
    print("one")
    n = sys.stdout.write("two\n")
    print(n)
    print("three", end="")
    sys.stdout.write(" four")
    print(" five")
    print(sys.stdout.name, sys.stderr.name, sys.stdin.name)
    print(sys.stdout.mode, sys.stderr.mode, sys.stdin.mode)
    print(sys.stdout.closed, sys.stdout.fileno(), sys.stderr.fileno(), sys.stdin.fileno())
    print("to stderr", 1, 2.5, file=sys.stderr)
    print("to stdout via file=", file=sys.stdout)
    print("none is stdout", file=None)
    print("a", "b", "c", sep=", ", end=".\n", file=sys.stdout)
    print(Point(1, 2), [Point(3, 4)], file=sys.stdout, flush=True)
    print("x", "y", sep="", end="", flush=True)
    print()
    print("flush=False", flush=False)
    report(sys.stdout, "report:", 42)
    report(sys.stderr, "error report:", 43)
    sys.stderr.write("stderr write\n")
    sys.stderr.flush()
    sys.stdout.write("é☃ unicode\n")
    # CPython's text layer holds text back from sys.stdout.buffer until a flush
    sys.stdout.flush()
    n = sys.stdout.buffer.write(b"bytes through sys.stdout.buffer\n")
    sys.stdout.buffer.write(b"\xc3\xa9 no newline, then print: ")
    print("printed", n, sys.stdout.buffer.mode)
    sys.stderr.buffer.write(b"stderr bytes\n")
    sys.stdout.writelines(["l1\n", "l2\n"])
    sys.stdout.flush()
    os.write(1, b"raw os.write after a flush\n")
    print("after os.write")
    sys.stdout.flush()
    os.write(1, b"second raw write\n")

    with open(PATH, "w") as f:
        print("into", "a", "file", file=f)
        print(1, 2.0, True, None, [1, 2], (3, "x"), {"k": 1}, file=f)
        print("no newline", end="", file=f)
        report(f, "report:", 56)
    with open(PATH) as f:
        print(f.buffer.mode, f.buffer.name)
        sys.stdout.write(f.read())
    print(f.closed, f.buffer.closed)
    print()
    os.remove(PATH)
    c = Collector()
    print("a", 1, 2.5, file=c)
    print(file=c)
    print("x", "y", sep="--", end="|", file=c, flush=True)
    print(c.pieces)
    for i in range(5):
        sys.stdout.write("%d " % i)
        print(i * i, end="; ")
    print()
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
