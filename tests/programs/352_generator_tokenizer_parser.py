"""An expression interpreter in the generator style: a tokenizer generator of Token instances
kept in a parser's attribute and advanced by next(tokens, None); a generator that never
yields (return before its yield); generators yielding an instance or None, and tuples of
different lengths."""

class Token:
    def __init__(self, kind, text):
        self.kind = kind
        self.text = text


def tokenize(src):
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
            continue
        if c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            yield Token("num", src[i:j])
            i = j
            continue
        yield Token("op", c)
        i += 1


class Parser:
    def __init__(self, src):
        self.tokens = tokenize(src)
        self.current = next(self.tokens, None)

    def advance(self):
        self.current = next(self.tokens, None)

    def expr(self):
        value = self.term()
        while self.current is not None and self.current.text in "+-":
            op = self.current.text
            self.advance()
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.atom()
        while self.current is not None and self.current.text in "*/":
            op = self.current.text
            self.advance()
            rhs = self.atom()
            value = value * rhs if op == "*" else value // rhs
        return value

    def atom(self):
        tok = self.current
        self.advance()
        if tok.text == "(":
            v = self.expr()
            self.advance()
            return v
        return int(tok.text)


def empty():
    return
    yield 1


def maybe_none(n):
    for i in range(n):
        yield None if i % 2 else Token("n", str(i))


def pairs(n):
    for i in range(n):
        yield tuple(range(i))


def entry_point(argv):
    for src in ["1 + 2 * 3", "(1 + 2) * 3 - 4", "10 / 3 * 3"]:
        print(src, "=", Parser(src).expr())
    print([t.kind for t in tokenize("12+(3*4)")])
    print(len(list(empty())))
    for t in maybe_none(4):
        print(t is None, t.text if t is not None else "-")
    for p in pairs(3):
        print(p)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
