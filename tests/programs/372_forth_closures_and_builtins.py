"""A Forth: words in a dict of closures (lambdas over self calling methods, binary operators made by a method from lambdas and the builtins max and min), user definitions, IF/ELSE/THEN, DO/LOOP, exception subclasses calling super().__init__."""
import sys


class ForthError(Exception):
    def __init__(self, message):
        super().__init__(message)
        self.message = message


class StackUnderflow(ForthError):
    def __init__(self, word):
        super().__init__("stack underflow in " + word)


class Forth:
    def __init__(self):
        self.stack = []
        self.out = []
        self.words = {}
        self.user = {}
        self.install()

    def pop(self, word):
        if not self.stack:
            raise StackUnderflow(word)
        return self.stack.pop()

    def push(self, v):
        self.stack.append(v)

    def binary(self, name, fn):
        def op():
            b = self.pop(name)
            a = self.pop(name)
            self.push(fn(a, b))
        self.words[name] = op

    def install(self):
        self.binary("+", lambda a, b: a + b)
        self.binary("-", lambda a, b: a - b)
        self.binary("*", lambda a, b: a * b)
        self.binary("<", lambda a, b: -1 if a < b else 0)
        self.binary("=", lambda a, b: -1 if a == b else 0)
        self.binary("MOD", lambda a, b: a % b)
        self.binary("MAX", max)
        self.binary("MIN", min)
        self.words["/"] = lambda: self.divide()
        self.words["DUP"] = lambda: self.dup()
        self.words["DROP"] = lambda: self.drop()
        self.words["SWAP"] = lambda: self.swap()
        self.words["OVER"] = lambda: self.over()
        self.words["ROT"] = lambda: self.rot()
        self.words["."] = lambda: self.dot()
        self.words["CR"] = lambda: self.out.append("\n")
        self.words["EMIT"] = lambda: self.out.append(chr(self.pop("EMIT")))

    def divide(self):
        b = self.pop("/")
        a = self.pop("/")
        if b == 0:
            raise ForthError("division by zero")
        self.push(a // b)

    def dup(self):
        v = self.pop("DUP")
        self.push(v)
        self.push(v)

    def drop(self):
        self.pop("DROP")

    def swap(self):
        b = self.pop("SWAP")
        a = self.pop("SWAP")
        self.push(b)
        self.push(a)

    def over(self):
        b = self.pop("OVER")
        a = self.pop("OVER")
        self.push(a)
        self.push(b)
        self.push(a)

    def rot(self):
        c = self.pop("ROT")
        b = self.pop("ROT")
        a = self.pop("ROT")
        self.push(b)
        self.push(c)
        self.push(a)

    def dot(self):
        self.out.append("%d " % self.pop("."))

    def run(self, text):
        tokens = text.upper().split()
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            if tok == ":":
                end = tokens.index(";", i)
                self.user[tokens[i + 1]] = tokens[i + 2:end]
                i = end + 1
                continue
            j = i
            while j < len(tokens) and tokens[j] != ":":
                j += 1
            self.execute(tokens[i:j])
            i = j

    def execute(self, body):
        i = 0
        while i < len(body):
            tok = body[i]
            if tok == "IF":
                depth = 0
                j = i + 1
                else_at = -1
                while True:
                    if j >= len(body):
                        raise ForthError("IF without THEN")
                    t = body[j]
                    if t == "IF":
                        depth += 1
                    elif t == "THEN":
                        if depth == 0:
                            break
                        depth -= 1
                    elif t == "ELSE" and depth == 0:
                        else_at = j
                    j += 1
                cond = self.pop("IF")
                if cond != 0:
                    self.execute(body[i + 1:else_at if else_at >= 0 else j])
                elif else_at >= 0:
                    self.execute(body[else_at + 1:j])
                i = j + 1
                continue
            if tok == "DO":
                j = body.index("LOOP", i)
                start = self.pop("DO")
                limit = self.pop("DO")
                for k in range(start, limit):
                    inner = [str(k) if t == "I" else t for t in body[i + 1:j]]
                    self.execute(inner)
                i = j + 1
                continue
            if tok in self.user:
                self.execute(self.user[tok])
            elif tok in self.words:
                self.words[tok]()
            else:
                try:
                    self.push(int(tok))
                except ValueError:
                    raise ForthError("unknown word %s" % tok)
            i += 1

    def output(self):
        s = "".join(self.out)
        self.out = []
        return s


PROGRAMS = [
    "1 2 + .",
    "10 3 - 4 * .",
    ": SQUARE DUP * ; 7 SQUARE .",
    ": CUBE DUP SQUARE * ; 3 CUBE .",
    "1 2 3 ROT . . .",
    "5 0 DO I . LOOP",
    ": FACT DUP 1 < IF DROP 1 ELSE DUP 1 - FACT * THEN ; 10 FACT .",
    "72 EMIT 105 EMIT CR",
    "1 0 /",
    "DUP",
    "FOO",
    "3 4 MAX 2 MIN .",
    "17 5 MOD . -17 5 MOD .",
    ": FIB DUP 2 < IF ELSE DUP 1 - FIB SWAP 2 - FIB + THEN ; 15 FIB .",
]


def entry_point(argv):
    f = Forth()
    failures = 0
    for src in PROGRAMS:
        try:
            f.run(src)
            print("%-45s -> %r" % (src, f.output()))
        except StackUnderflow as e:
            failures += 1
            print("underflow: %s (stack %s)" % (e, f.stack))
        except ForthError as e:
            failures += 1
            print("error: " + e.message)
        f.stack = []
    print("user words:", sorted(f.user))
    print("failures: {}".format(failures))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
