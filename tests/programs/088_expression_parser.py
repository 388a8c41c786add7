"""A recursive-descent parser and evaluator for arithmetic with precedence and variables."""


class ParseError(Exception):
    def __init__(self, msg):
        self.msg = msg


class Parser:
    def __init__(self, text, env):
        self.text = text.replace(" ", "")
        self.pos = 0
        self.env = env

    def peek(self):
        if self.pos < len(self.text):
            return self.text[self.pos]
        return ""

    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-") and self.peek() != "":
            op = self.peek()
            self.pos += 1
            r = self.term()
            v = v + r if op == "+" else v - r
        return v

    def term(self):
        v = self.factor()
        while self.peek() in ("*", "/", "%") and self.peek() != "":
            op = self.peek()
            self.pos += 1
            r = self.factor()
            if op == "*":
                v = v * r
            elif r == 0:
                raise ParseError("division by zero")
            elif op == "/":
                v = v // r
            else:
                v = v % r
        return v

    def factor(self):
        c = self.peek()
        if c == "-":
            self.pos += 1
            return -self.factor()
        if c == "(":
            self.pos += 1
            v = self.expr()
            if self.peek() != ")":
                raise ParseError("expected ) at %d" % self.pos)
            self.pos += 1
            return v
        start = self.pos
        if c.isdigit():
            while self.peek().isdigit():
                self.pos += 1
            return int(self.text[start:self.pos])
        if c.isalpha():
            while self.peek().isalnum():
                self.pos += 1
            name = self.text[start:self.pos]
            if name not in self.env:
                raise ParseError("unknown variable " + name)
            return self.env[name]
        raise ParseError("unexpected %r at %d" % (c, self.pos))


def evaluate(text, env):
    p = Parser(text, env)
    v = p.expr()
    if p.pos != len(p.text):
        raise ParseError("trailing input at %d" % p.pos)
    return v


def entry_point(argv):
    env = {"x": 7, "y": -3, "big": 1000000}
    for src in ["1 + 2 * 3", "(1 + 2) * 3", "-x * y", "big / 7 % 10", "2 * (x + (y - 1)) - -4",
                "10 / (y + 3)", "z + 1", "(1 + 2", "3 $ 4", "1 2"]:
        try:
            print("%-24s => %d" % (src, evaluate(src, env)))
        except ParseError as e:
            print("%-24s => error: %s" % (src, e.msg))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
