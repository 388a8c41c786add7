"""A dict mixing a bound method and a closure over self, both returning None, called by the run-time class: each case runs its own method (the fallback case too), as a tiny word interpreter."""
import sys


class F:
    def __init__(self):
        self.stack = []
        self.out = []
        self.words = {}
        self.words["."] = self.dot
        self.words["CR"] = lambda: self.out.append("\n")
        self.words["DUP"] = lambda: self.stack.append(self.stack[-1])

    def dot(self):
        self.out.append("%d " % self.stack.pop())

    def execute(self, body):
        for tok in body:
            if tok in self.words:
                self.words[tok]()
            else:
                self.stack.append(int(tok))

    def output(self):
        s = "".join(self.out)
        self.out = []
        return s


def entry_point(argv):
    f = F()
    f.execute(["1", "2", ".", "CR"])
    print(repr(f.output()), f.stack)
    f.execute(["5", "DUP", ".", ".", "."])
    print(repr(f.output()), f.stack, f.out)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
