# expect: bound methods of different names on instances of one class in one variable are not supported
# expect: store a function that calls the method instead (lambda: self.
"""A dict of bound methods of one instance (self.push, self.pop): the value keeps only the instance, so which method it is would be lost."""
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
