"""A dict of bound methods of one instance (self.push, self.pop): a (receiver, function) pair each, called through the function (refused before the pairs: refused/385)."""
import sys


class Machine:
    def __init__(self):
        self.stack = []
        self.words = {"push": self.push, "pop": self.pop}

    def push(self):
        self.stack.append(1)

    def pop(self):
        self.stack.pop()


def entry_point(argv):
    m = Machine()
    for w in ["push", "push", "pop"]:
        m.words[w]()
    print(m.stack)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
