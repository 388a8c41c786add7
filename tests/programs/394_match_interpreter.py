"""match statement in a small interpreter: a tokenizer dispatching on characters, a recursive-descent parser over token tuples, an evaluator and a pretty-printer dispatching on an AST class hierarchy (class patterns on a base-class variable), and a compiler to a stack machine whose loop dispatches on instruction tuples."""

import sys


class Node:
    pass


class Num(Node):
    __match_args__ = ("value",)

    def __init__(self, value):
        self.value = value


class Var(Node):
    __match_args__ = ("name",)

    def __init__(self, name):
        self.name = name


class BinOp(Node):
    __match_args__ = ("op", "left", "right")

    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Neg(Node):
    __match_args__ = ("operand",)

    def __init__(self, operand):
        self.operand = operand


class Let(Node):
    __match_args__ = ("name", "value", "body")

    def __init__(self, name, value, body):
        self.name = name
        self.value = value
        self.body = body


class If(Node):
    __match_args__ = ("cond", "then", "orelse")

    def __init__(self, cond, then, orelse):
        self.cond = cond
        self.then = then
        self.orelse = orelse


class EvalError(Exception):
    pass


KEYWORDS = ["let", "in", "if", "then", "else"]


def tokenize(text):
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        match c:
            case " " | "\t" | "\n":
                i += 1
            case "+" | "-" | "*" | "/" | "%" | "(" | ")" | "=":
                tokens.append(("op", c))
                i += 1
            case "<" | ">":
                if i + 1 < n and text[i + 1] == "=":
                    tokens.append(("op", c + "="))
                    i += 2
                else:
                    tokens.append(("op", c))
                    i += 1
            case d if d.isdigit():
                j = i
                while j < n and text[j].isdigit():
                    j += 1
                tokens.append(("num", text[i:j]))
                i = j
            case a if a.isalpha() or a == "_":
                j = i
                while j < n and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                word = text[i:j]
                tokens.append(("kw" if word in KEYWORDS else "name", word))
                i = j
            case other:
                raise EvalError("bad character %r at %d" % (other, i))
    tokens.append(("end", ""))
    return tokens


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

    def expect(self, kind, text):
        tok = self.advance()
        match tok:
            case (k, t) if k == kind and t == text:
                return
            case (k, t):
                raise EvalError("expected %s but found %s %r" % (text, k, t))

    def parse(self):
        node = self.expression()
        match self.peek():
            case ("end", _):
                return node
            case (_, text):
                raise EvalError("unexpected %r after the expression" % text)

    def expression(self):
        match self.peek():
            case ("kw", "let"):
                self.advance()
                match self.advance():
                    case ("name", name):
                        pass
                    case (_, text):
                        raise EvalError("let needs a name, not %r" % text)
                self.expect("op", "=")
                value = self.expression()
                self.expect("kw", "in")
                return Let(name, value, self.expression())
            case ("kw", "if"):
                self.advance()
                cond = self.expression()
                self.expect("kw", "then")
                then = self.expression()
                self.expect("kw", "else")
                return If(cond, then, self.expression())
            case _:
                return self.comparison()

    def comparison(self):
        left = self.sum()
        match self.peek():
            case ("op", "<" | ">" | "<=" | ">=" as op):
                self.advance()
                return BinOp(op, left, self.sum())
        return left

    def sum(self):
        left = self.product()
        while True:
            match self.peek():
                case ("op", "+" | "-" as op):
                    self.advance()
                    left = BinOp(op, left, self.product())
                case _:
                    return left

    def product(self):
        left = self.unary()
        while True:
            match self.peek():
                case ("op", ("*" | "/" | "%") as op):
                    self.advance()
                    left = BinOp(op, left, self.unary())
                case _:
                    return left

    def unary(self):
        match self.advance():
            case ("op", "-"):
                return Neg(self.unary())
            case ("op", "("):
                node = self.expression()
                self.expect("op", ")")
                return node
            case ("num", digits):
                return Num(int(digits))
            case ("name", name):
                return Var(name)
            case ("end", _):
                raise EvalError("unexpected end of input")
            case (kind, text):
                raise EvalError("unexpected %s %r" % (kind, text))


def evaluate(node, env):
    match node:
        case Num(value):
            return value
        case Var(name):
            if name not in env:
                raise EvalError("unbound variable " + name)
            return env[name]
        case Neg(Num(v)):
            return -v
        case Neg(operand):
            return -evaluate(operand, env)
        case BinOp("/" | "%" as op, left, right):
            a = evaluate(left, env)
            b = evaluate(right, env)
            if b == 0:
                raise EvalError("division by zero")
            return a // b if op == "/" else a % b
        case BinOp(op, left, right):
            a = evaluate(left, env)
            b = evaluate(right, env)
            match op:
                case "+":
                    return a + b
                case "-":
                    return a - b
                case "*":
                    return a * b
                case "<":
                    return int(a < b)
                case ">":
                    return int(a > b)
                case "<=":
                    return int(a <= b)
                case ">=":
                    return int(a >= b)
            raise EvalError("unknown operator " + op)
        case Let(name, value, body):
            inner = dict(env)
            inner[name] = evaluate(value, env)
            return evaluate(body, inner)
        case If(cond, then, orelse):
            if evaluate(cond, env) != 0:
                return evaluate(then, env)
            return evaluate(orelse, env)
    raise EvalError("unknown node")


def show(node):
    match node:
        case Num(v) if v < 0:
            return "(%d)" % v
        case Num(v):
            return str(v)
        case Var(name=n):
            return n
        case Neg(e):
            return "-" + show(e)
        case BinOp(op, l, r):
            return "(%s %s %s)" % (show(l), op, show(r))
        case Let(n, v, b):
            return "let %s = %s in %s" % (n, show(v), show(b))
        case If(c, t, e):
            return "if %s then %s else %s" % (show(c), show(t), show(e))
    return "?"


def simplify(node):
    match node:
        case BinOp("+", Num(0), e) | BinOp("+", e, Num(0)):
            return simplify(e)
        case BinOp("*", Num(1), e) | BinOp("*", e, Num(1)):
            return simplify(e)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return Num(0)
        case BinOp(op, Num(a), Num(b)) if op == "+":
            return Num(a + b)
        case BinOp(op, l, r):
            return BinOp(op, simplify(l), simplify(r))
        case Neg(Neg(e)):
            return simplify(e)
        case Neg(e):
            return Neg(simplify(e))
        case Let(n, v, b):
            return Let(n, simplify(v), simplify(b))
        case If(c, t, e):
            return If(simplify(c), simplify(t), simplify(e))
        case _:
            return node


def compile_node(node, code):
    match node:
        case Num(v):
            code.append(("push", v, ""))
        case Var(name):
            code.append(("load", 0, name))
        case Neg(e):
            compile_node(e, code)
            code.append(("neg", 0, ""))
        case BinOp(op, l, r):
            compile_node(l, code)
            compile_node(r, code)
            code.append(("binop", 0, op))
        case Let(name, v, b):
            compile_node(v, code)
            code.append(("store", 0, name))
            compile_node(b, code)
        case If(c, t, e):
            compile_node(c, code)
            jump_false = len(code)
            code.append(("jump_if_false", -1, ""))
            compile_node(t, code)
            jump_end = len(code)
            code.append(("jump", -1, ""))
            code[jump_false] = ("jump_if_false", len(code), "")
            compile_node(e, code)
            code[jump_end] = ("jump", len(code), "")


def run_machine(code, env):
    stack = []
    variables = dict(env)
    pc = 0
    steps = 0
    while pc < len(code):
        steps += 1
        match code[pc]:
            case ("push", value, _):
                stack.append(value)
            case ("load", _, name):
                stack.append(variables[name])
            case ("store", _, name):
                variables[name] = stack.pop()
            case ("neg", _, _):
                stack.append(-stack.pop())
            case ("binop", _, "+"):
                b = stack.pop()
                stack.append(stack.pop() + b)
            case ("binop", _, "-"):
                b = stack.pop()
                stack.append(stack.pop() - b)
            case ("binop", _, "*"):
                b = stack.pop()
                stack.append(stack.pop() * b)
            case ("binop", _, "/" | "%" as op):
                b = stack.pop()
                a = stack.pop()
                if b == 0:
                    raise EvalError("division by zero")
                stack.append(a // b if op == "/" else a % b)
            case ("binop", _, op):
                b = stack.pop()
                a = stack.pop()
                match op:
                    case "<":
                        stack.append(int(a < b))
                    case ">":
                        stack.append(int(a > b))
                    case "<=":
                        stack.append(int(a <= b))
                    case _:
                        stack.append(int(a >= b))
            case ("jump_if_false", target, _):
                if stack.pop() == 0:
                    pc = target
                    continue
            case ("jump", target, _):
                pc = target
                continue
            case (name, _, _):
                raise EvalError("bad instruction " + name)
        pc += 1
    return stack.pop(), steps


PROGRAMS = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "-4 + 10 % 3",
    "let x = 5 in x * x - 1",
    "let x = 5 in let y = x + 1 in x * y",
    "if 3 < 4 then 100 else 200",
    "if 3 >= 4 then 100 else -200",
    "let n = 7 in if n % 2 then n * 3 + 1 else n / 2",
    "0 + x * 1",
    "--5 + 0",
    "10 / (5 - 5)",
    "let = 3 in 4",
    "y + 1",
    "1 + $",
    "(1 + 2",
    "1 2",
    "let a = 2 in let b = a * a in let c = b * b in c * c + b + a",
    "if 1 then if 0 then 1 else 2 else 3",
]


def entry_point(argv):
    env = {"x": 6}
    for source in PROGRAMS:
        try:
            tree = Parser(tokenize(source)).parse()
        except EvalError as e:
            print("%-40s parse error: %s" % (source, e))
            continue
        line = "%-40s %s" % (source, show(tree))
        try:
            value = evaluate(tree, env)
            code = []
            compile_node(tree, code)
            machine, steps = run_machine(code, env)
            print(line, "=", value, "| simplified", show(simplify(tree)),
                  "| vm", machine, "in", steps, "steps,", len(code), "instructions")
        except EvalError as e:
            print(line, "error:", e)
    total = 0
    for i in range(2000):
        tree = Parser(tokenize("let a = %d in if a %% 3 < 1 then a * 2 else a - 1" % i)).parse()
        code = []
        compile_node(tree, code)
        total += evaluate(tree, env) + run_machine(code, env)[0]
    print("total", total)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
