"""A small calculator: tokenizer, recursive-descent parser, variables, functions."""
import math


class CalcError(Exception):
    pass


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        if ch.isdigit() or ch == ".":
            start = i
            while i < len(text) and (text[i].isdigit() or text[i] == "."):
                i += 1
            num = text[start:i]
            if num.count(".") > 1:
                raise CalcError("bad number %r" % num)
            tokens.append(("num", num))
            continue
        if ch.isalpha() or ch == "_":
            start = i
            while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                i += 1
            tokens.append(("name", text[start:i]))
            continue
        if text.startswith("**", i):
            tokens.append(("op", "**"))
            i += 2
            continue
        if ch in "+-*/%()=,":
            tokens.append(("op", ch))
            i += 1
            continue
        raise CalcError("unexpected character %r at %d" % (ch, i))
    tokens.append(("end", ""))
    return tokens


FUNCS = {"sqrt": math.sqrt, "abs": abs, "floor": math.floor}


class Parser:
    def __init__(self, tokens, env):
        self.tokens = tokens
        self.pos = 0
        self.env = env

    def peek(self):
        return self.tokens[self.pos]

    def take(self, kind=None, value=None):
        tok = self.tokens[self.pos]
        if kind is not None and tok[0] != kind:
            raise CalcError("expected %s, got %s %r" % (kind, tok[0], tok[1]))
        if value is not None and tok[1] != value:
            raise CalcError("expected %r, got %r" % (value, tok[1]))
        self.pos += 1
        return tok

    def statement(self):
        if self.peek()[0] == "name" and self.tokens[self.pos + 1] == ("op", "="):
            name = self.take("name")[1]
            self.take("op", "=")
            value = self.expr()
            self.env[name] = value
            self.take("end")
            return value
        value = self.expr()
        self.take("end")
        return value

    def expr(self):
        value = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek()[0] == "op" and self.peek()[1] in ("*", "/", "%"):
            op = self.take()[1]
            rhs = self.factor()
            if op == "*":
                value *= rhs
            elif rhs == 0:
                raise CalcError("division by zero")
            elif op == "/":
                value /= rhs
            else:
                value %= rhs
        return value

    def factor(self):
        if self.peek() == ("op", "-"):
            self.take()
            return -self.factor()
        base = self.atom()
        if self.peek() == ("op", "**"):
            self.take()
            return base ** self.factor()
        return base

    def atom(self):
        kind, text = self.take()
        if kind == "num":
            return float(text)
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                arg = self.expr()
                self.take("op", ")")
                if text not in FUNCS:
                    raise CalcError("unknown function " + text)
                return float(FUNCS[text](arg))
            if text not in self.env:
                raise CalcError("undefined variable " + text)
            return self.env[text]
        if (kind, text) == ("op", "("):
            value = self.expr()
            self.take("op", ")")
            return value
        raise CalcError("unexpected %s %r" % (kind, text))


def run(lines):
    env = {"pi": math.pi}
    for line in lines:
        try:
            value = Parser(tokenize(line), env).statement()
            if value == int(value) and abs(value) < 1e15:
                print("%-22s => %d" % (line, int(value)))
            else:
                print("%-22s => %.6g" % (line, value))
        except CalcError as e:
            print("%-22s !! %s" % (line, e))
        except OverflowError as e:
            print("%-22s !! overflow: %s" % (line, e))
    names = sorted(env)
    print("vars:", ", ".join("%s=%r" % (n, env[n]) for n in names))


def entry_point(argv):
    run(["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ** 2", "x = 7 / 2", "y = x * 4",
         "y % 5", "sqrt(16) + abs(-3)", "floor(pi * 100) / 100", "1 / 0", "z + 1", "3 $ 4",
         "1.2.3", "(1 + 2", "foo(1)", "10 ** 400", "big = 2 ** 0.5"])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
