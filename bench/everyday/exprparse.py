"""Tokenizer and parser: N lines of arithmetic source text (assignments of expressions
over numbers, variables, + - * / %, comparisons and parentheses, made by a linear
congruential generator) are tokenized character by character, parsed by recursive
descent into a tree of node objects and evaluated line by line with the variables in a
dict. Prints the number of tokens and nodes and the final variables.
Usage: exprparse.py N."""

NAMES = ["alpha", "beta", "gamma", "delta", "x", "y", "z", "total"]
OPERATORS = ["+", "-", "*", "/", "%", "<", "=="]


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


def make_expression(rng, depth):
    r = rng.below(10)
    if depth > 3 or r < 3:
        if r % 2 == 0:
            return str(rng.below(1000))
        return NAMES[rng.below(len(NAMES))]
    left = make_expression(rng, depth + 1)
    right = make_expression(rng, depth + 1)
    op = OPERATORS[rng.below(len(OPERATORS))]
    if r < 6:
        return "(" + left + " " + op + " " + right + ")"
    return left + " " + op + " " + right


def make_source(n, rng):
    lines = []
    for i in range(n):
        lines.append(NAMES[rng.below(len(NAMES))] + " = " + make_expression(rng, 0))
    return "\n".join(lines)


class Token:
    def __init__(self, kind, text, value):
        self.kind = kind  # "num", "name", "op", "(", ")", "="
        self.text = text
        self.value = value


def tokenize(line):
    tokens = []
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c == " ":
            i += 1
        elif c.isdigit():
            start = i
            while i < n and line[i].isdigit():
                i += 1
            tokens.append(Token("num", line[start:i], int(line[start:i])))
        elif c.isalpha():
            start = i
            while i < n and (line[i].isalnum() or line[i] == "_"):
                i += 1
            tokens.append(Token("name", line[start:i], 0))
        elif c == "=" and i + 1 < n and line[i + 1] == "=":
            tokens.append(Token("op", "==", 0))
            i += 2
        elif c in "+-*/%<":
            tokens.append(Token("op", c, 0))
            i += 1
        elif c == "(" or c == ")" or c == "=":
            tokens.append(Token(c, c, 0))
            i += 1
        else:
            raise ValueError("bad character %r" % c)
    return tokens


class Node:
    def evaluate(self, env):
        raise NotImplementedError


class Number(Node):
    def __init__(self, value):
        self.value = value

    def evaluate(self, env):
        return self.value


class Variable(Node):
    def __init__(self, name):
        self.name = name

    def evaluate(self, env):
        return env.get(self.name, 0)


class BinOp(Node):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

    def evaluate(self, env):
        a = self.left.evaluate(env)
        b = self.right.evaluate(env)
        op = self.op
        if op == "+":
            return (a + b) % 1000003
        if op == "-":
            return (a - b) % 1000003
        if op == "*":
            return (a * b) % 1000003
        if op == "/":
            return a // b if b != 0 else 0
        if op == "%":
            return a % b if b != 0 else 0
        if op == "<":
            return 1 if a < b else 0
        return 1 if a == b else 0


PRECEDENCE = {"==": 1, "<": 2, "+": 3, "-": 3, "*": 4, "/": 4, "%": 4}


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0
        self.nodes = 0

    def peek(self):
        if self.pos < len(self.tokens):
            return self.tokens[self.pos]
        return None

    def take(self, kind):
        token = self.peek()
        if token is None or token.kind != kind:
            raise ValueError("expected %s at %d" % (kind, self.pos))
        self.pos += 1
        return token

    def primary(self):
        token = self.peek()
        if token is None:
            raise ValueError("unexpected end")
        self.pos += 1
        self.nodes += 1
        if token.kind == "num":
            return Number(token.value)
        if token.kind == "name":
            return Variable(token.text)
        if token.kind == "(":
            node = self.expression(0)
            self.take(")")
            return node
        raise ValueError("unexpected %s" % token.text)

    def expression(self, min_precedence):
        left = self.primary()
        while True:
            token = self.peek()
            if token is None or token.kind != "op":
                return left
            precedence = PRECEDENCE[token.text]
            if precedence <= min_precedence:
                return left
            self.pos += 1
            right = self.expression(precedence)
            self.nodes += 1
            left = BinOp(token.text, left, right)


def entry_point(argv):
    n = 10000
    if len(argv) > 1:
        n = int(argv[1])
    source = make_source(n, Random(11))
    env = {}
    token_count = 0
    node_count = 0
    for line in source.split("\n"):
        tokens = tokenize(line)
        token_count += len(tokens)
        parser = Parser(tokens)
        target = parser.take("name").text
        parser.take("=")
        tree = parser.expression(0)
        node_count += parser.nodes
        env[target] = tree.evaluate(env)
    print("%d lines, %d tokens, %d nodes" % (n, token_count, node_count))
    for name in NAMES:
        print(name, env.get(name, 0))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
