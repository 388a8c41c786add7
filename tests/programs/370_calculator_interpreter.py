"""A calculator: tokenizer, recursive-descent parser, AST node classes with eval, variables, errors."""
import sys


class CalcError(Exception):
    def __init__(self, msg, pos=-1):
        Exception.__init__(self, msg)
        self.msg = msg
        self.pos = pos

    def __str__(self):
        if self.pos >= 0:
            return "%s at position %d" % (self.msg, self.pos)
        return self.msg


class Token:
    def __init__(self, kind, value, pos):
        self.kind = kind
        self.value = value
        self.pos = pos

    def __repr__(self):
        return f"Token({self.kind!r}, {self.value!r})"


OPERATORS = "+-*/%^()=,"


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            start = i
            while i < len(text) and (text[i].isdigit() or text[i] == "."):
                i += 1
            tokens.append(Token("num", text[start:i], start))
        elif c.isalpha() or c == "_":
            start = i
            while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                i += 1
            tokens.append(Token("name", text[start:i], start))
        elif c in OPERATORS:
            tokens.append(Token("op", c, i))
            i += 1
        else:
            raise CalcError("unexpected character %r" % c, i)
    tokens.append(Token("eof", "", len(text)))
    return tokens


class Node:
    def eval(self, env):
        raise NotImplementedError

    def show(self):
        return "?"


class Num(Node):
    def __init__(self, value):
        self.value = value

    def eval(self, env):
        return self.value

    def show(self):
        return str(self.value)


class Var(Node):
    def __init__(self, name):
        self.name = name

    def eval(self, env):
        if self.name not in env:
            raise CalcError("undefined variable '%s'" % self.name)
        return env[self.name]

    def show(self):
        return self.name


class BinOp(Node):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

    def eval(self, env):
        a = self.left.eval(env)
        b = self.right.eval(env)
        return BINOPS[self.op](a, b)

    def show(self):
        return "(%s %s %s)" % (self.left.show(), self.op, self.right.show())


class Neg(Node):
    def __init__(self, operand):
        self.operand = operand

    def eval(self, env):
        return -self.operand.eval(env)

    def show(self):
        return "-" + self.operand.show()


class Call(Node):
    def __init__(self, name, args):
        self.name = name
        self.args = args

    def eval(self, env):
        fn = FUNCTIONS.get(self.name)
        if fn is None:
            raise CalcError("unknown function " + self.name)
        values = [a.eval(env) for a in self.args]
        return fn(values)

    def show(self):
        return "%s(%s)" % (self.name, ", ".join([a.show() for a in self.args]))


def divide(a, b):
    if b == 0.0:
        raise CalcError("division by zero")
    return a / b


BINOPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": divide,
    "%": lambda a, b: a % b,
    "^": lambda a, b: a ** b,
}


def fn_max(values):
    return max(values)


def fn_min(values):
    return min(values)


def fn_sum(values):
    total = 0.0
    for v in values:
        total += v
    return total


FUNCTIONS = {"max": fn_max, "min": fn_min, "sum": fn_sum}


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def advance(self):
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def expect(self, value):
        tok = self.advance()
        if tok.value != value:
            raise CalcError("expected '%s' but got '%s'" % (value, tok.value), tok.pos)
        return tok

    def parse_expr(self):
        node = self.parse_term()
        while self.peek().value in ("+", "-"):
            op = self.advance().value
            node = BinOp(op, node, self.parse_term())
        return node

    def parse_term(self):
        node = self.parse_factor()
        while self.peek().value in ("*", "/", "%"):
            op = self.advance().value
            node = BinOp(op, node, self.parse_factor())
        return node

    def parse_factor(self):
        base = self.parse_unary()
        if self.peek().value == "^":
            self.advance()
            return BinOp("^", base, self.parse_factor())
        return base

    def parse_unary(self):
        if self.peek().value == "-":
            self.advance()
            return Neg(self.parse_unary())
        return self.parse_atom()

    def parse_atom(self):
        tok = self.advance()
        if tok.kind == "num":
            return Num(float(tok.value))
        if tok.kind == "name":
            if self.peek().value == "(":
                self.advance()
                args = []
                if self.peek().value != ")":
                    args.append(self.parse_expr())
                    while self.peek().value == ",":
                        self.advance()
                        args.append(self.parse_expr())
                self.expect(")")
                return Call(tok.value, args)
            return Var(tok.value)
        if tok.value == "(":
            node = self.parse_expr()
            self.expect(")")
            return node
        raise CalcError("unexpected token '%s'" % tok.value, tok.pos)


def run_line(line, env):
    tokens = tokenize(line)
    if len(tokens) > 2 and tokens[0].kind == "name" and tokens[1].value == "=":
        parser = Parser(tokens[2:])
        node = parser.parse_expr()
        value = node.eval(env)
        env[tokens[0].value] = value
        return "%s = %s" % (tokens[0].value, value)
    parser = Parser(tokens)
    node = parser.parse_expr()
    if parser.peek().kind != "eof":
        raise CalcError("trailing input", parser.peek().pos)
    return "%s => %r" % (node.show(), node.eval(env))


PROGRAM = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ^ 3 ^ 2",
    "-4 + 10 / 4",
    "x = 7",
    "y = x * 2.5",
    "x + y",
    "max(x, y, 3) - min(1, 2)",
    "sum(1, 2, 3, 4.5)",
    "10 % 3",
    "1 / 0",
    "z + 1",
    "3 $ 4",
    "(1 + 2",
    "foo(1)",
    "1 2",
    "0.1 + 0.2",
]


def entry_point(argv):
    env = {"pi": 3.141592653589793}
    errors = 0
    for line in PROGRAM:
        try:
            print(run_line(line, env))
        except CalcError as e:
            errors += 1
            print("error:", e)
    print(sorted(env.keys()))
    print(Token("num", "12", 0))
    # a loop to make timing meaningful
    total = 0.0
    for i in range(2000):
        env["i"] = float(i)
        total += Parser(tokenize("i * 2 + max(i, 3) / 7")).parse_expr().eval(env)
    print("total %.3f" % total)
    return errors


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
