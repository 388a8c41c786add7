"""A small Lisp: reader, cons cells as a class hierarchy, environments, define/lambda/if."""


class Obj:
    def show(self):
        return "?"


class Num(Obj):
    def __init__(self, v):
        self.v = v

    def show(self):
        return str(self.v)


class Sym(Obj):
    def __init__(self, name):
        self.name = name

    def show(self):
        return self.name


class Nil(Obj):
    def show(self):
        return "()"


class Pair(Obj):
    def __init__(self, car, cdr):
        self.car = car
        self.cdr = cdr

    def show(self):
        parts = []
        cur = self
        while isinstance(cur, Pair):
            parts.append(cur.car.show())
            cur = cur.cdr
        return "(" + " ".join(parts) + ")"


class Lambda(Obj):
    def __init__(self, params, body, env):
        self.params = params
        self.body = body
        self.env = env

    def show(self):
        return "<lambda>"


class Env:
    def __init__(self, parent):
        self.vars = {}
        self.parent = parent

    def lookup(self, name):
        e = self
        while e is not None:
            if name in e.vars:
                return e.vars[name]
            e = e.parent
        raise KeyError(name)


NIL = Nil()


def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").split()


def read(tokens, pos):
    tok = tokens[pos]
    if tok == "(":
        items = []
        pos += 1
        while tokens[pos] != ")":
            item, pos = read(tokens, pos)
            items.append(item)
        lst = NIL
        for item in reversed(items):
            lst = Pair(item, lst)
        return lst, pos + 1
    if tok.isdigit() or (tok[0] == "-" and tok[1:].isdigit()):
        return Num(int(tok)), pos + 1
    return Sym(tok), pos + 1


def to_list(obj):
    out = []
    while isinstance(obj, Pair):
        out.append(obj.car)
        obj = obj.cdr
    return out


def num(obj):
    assert isinstance(obj, Num)
    return obj.v


def evaluate(x, env):
    if isinstance(x, Num):
        return x
    if isinstance(x, Sym):
        return env.lookup(x.name)
    if not isinstance(x, Pair):
        return NIL
    head = x.car
    args = to_list(x.cdr)
    if isinstance(head, Sym):
        op = head.name
        if op == "define":
            target = args[0]
            assert isinstance(target, Sym)
            env.vars[target.name] = evaluate(args[1], env)
            return NIL
        if op == "if":
            if num(evaluate(args[0], env)) != 0:
                return evaluate(args[1], env)
            return evaluate(args[2], env)
        if op == "lambda":
            return Lambda([p.show() for p in to_list(args[0])], args[1], env)
        if op in ("+", "-", "*", "<", "="):
            a = num(evaluate(args[0], env))
            b = num(evaluate(args[1], env))
            if op == "+":
                return Num(a + b)
            if op == "-":
                return Num(a - b)
            if op == "*":
                return Num(a * b)
            if op == "<":
                return Num(1 if a < b else 0)
            return Num(1 if a == b else 0)
        if op == "list":
            lst = NIL
            for item in reversed(args):
                lst = Pair(evaluate(item, env), lst)
            return lst
    fn = evaluate(head, env)
    assert isinstance(fn, Lambda)
    call_env = Env(fn.env)
    for i in range(len(fn.params)):
        call_env.vars[fn.params[i]] = evaluate(args[i], env)
    return evaluate(fn.body, call_env)


def entry_point(argv):
    program = """
    (define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))
    (define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
    (define compose (lambda (f g) (lambda (x) (f (g x)))))
    (define inc (lambda (x) (+ x 1)))
    (define dbl (lambda (x) (* x 2)))
    (fact 10)
    (fib 15)
    ((compose inc dbl) 20)
    (list 1 (+ 1 1) (fact 5) -7)
    (if (= (fact 3) 6) 100 200)
    unknown-name
    """
    tokens = tokenize(program)
    pos = 0
    env = Env(None)
    while pos < len(tokens):
        expr, pos = read(tokens, pos)
        try:
            result = evaluate(expr, env)
            if not isinstance(result, Nil):
                print(expr.show(), "=>", result.show())
        except KeyError:
            print(expr.show(), "=> unbound")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
